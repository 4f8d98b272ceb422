import { expect, type Page, test } from '@playwright/test';
import { makePlus } from '../e2e/support/make-plus.ts';
import { newAccount } from '../e2e/web-auth.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
}

test('chat pages', async ({ page }) => {
  const signup = await page.request.post('/api/auth/signup', { data: newAccount() });
  const userId = (await signup.json()).user.id;
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Plus Members Only' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${OUT}/chat-starter-${size.name}.png` });
  }
  await makePlus(userId);
  for (const pet of [
    { name: 'Biscuit', species: 'cat', ageYears: 9 },
    { name: 'Rex', species: 'dog' },
  ]) {
    expect((await page.request.post('/api/pets', { data: pet })).status()).toBe(201);
  }
  await page.goto('/chat');
  await expect(page.getByText('Start a conversation!')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${OUT}/chat-empty-desktop.png` });
  for (const question of ['How do I brush my dog’s teeth?', 'My dog’s gums look pale and he collapsed']) {
    await page.getByLabel('Your question about your pet’s dental health').fill(question);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-chat-entry]').last().getByText('Sources')).toBeVisible();
  }
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.reload();
    await expect(page.locator('[data-chat-entry]')).toHaveCount(2);
    await settle(page);
    await page.screenshot({ path: `${OUT}/chat-conversation-${size.name}.png` });
  }
});
