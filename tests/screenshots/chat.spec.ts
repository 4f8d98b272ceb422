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

const input = (page: Page) => page.getByLabel('Your question about your pet’s dental health');

async function ask(page: Page, question: string) {
  const before = await page.locator('[data-chat-entry]').count();
  await input(page).fill(question);
  await input(page).press('Enter');
  await expect(page.locator('[data-chat-entry]')).toHaveCount(before + 1);
  await expect(page.getByRole('log', { name: 'Conversation' })).not.toHaveAttribute('aria-busy', {
    timeout: 15_000,
  });
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
    { name: 'Rex', species: 'dog', ageYears: 6 },
    { name: 'Biscuit', species: 'cat', ageYears: 9 },
  ]) {
    expect((await page.request.post('/api/pets', { data: pet })).status()).toBe(201);
  }
  for (const size of WIDTHS) {
    expect((await page.request.delete('/api/chat')).status()).toBe(204);
    await page.setViewportSize(size);
    await page.goto('/chat');
    await expect(page.getByText('Start a conversation!')).toBeVisible();
    if (size.name === 'desktop') {
      await settle(page);
      await page.screenshot({ path: `${OUT}/chat-empty-desktop.png` });
    }
    // An answer, then an emergency: the emergency's first line at the top of the view, focused.
    await ask(page, 'How often should I brush my cat’s teeth?');
    await settle(page);
    await page.screenshot({ path: `${OUT}/chat-answer-${size.name}.png` });
    await ask(page, 'My dog’s gums are white and he collapsed');
    await settle(page);
    await page.screenshot({ path: `${OUT}/chat-emergency-${size.name}.png` });
    // A pasted text over the limit: kept whole, counted in red, not sendable.
    await input(page).fill('x'.repeat(20_000));
    await settle(page);
    await page.screenshot({ path: `${OUT}/chat-over-limit-${size.name}.png` });
    await input(page).fill('');
    // The conversation as it reloads: the newest entry in view.
    await page.reload();
    await expect(page.locator('[data-chat-entry]')).toHaveCount(2);
    await settle(page);
    await page.screenshot({ path: `${OUT}/chat-conversation-${size.name}.png` });
    // Deleting the history asks in a dialog, which leaves the disclaimer's row as it was.
    await page.getByRole('button', { name: 'Delete history' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete every message?' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${OUT}/chat-delete-confirm-${size.name}.png` });
    await page.keyboard.press('Escape');
  }
});
