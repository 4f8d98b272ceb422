import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeWebPageScreenshot } from '../../scripts/generated-photos/web-page-screenshot.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { makePlus } from './support/make-plus.ts';
import { choosePhoto, mouthPhotoFile, oversizedPhotoFile, scanPhoto } from './support/scan-photos.ts';
import { newAccount } from './web-auth.ts';

/** The words an owner reads: refusals in view, tips that fit, advice for the pet's age, honest chat. */

async function signUp(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/signup', { data: newAccount() });
  expect(response.status()).toBe(201);
  return (await response.json()).user.id;
}

test('on a phone dashboard, a photo over the size limit is refused where the owner can see it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signUp(page);
  await page.goto('/');
  await expect(page.locator('#scan').getByRole('button', { name: 'Upload File' })).toBeEnabled();
  await choosePhoto(page, await oversizedPhotoFile(21));
  const refusal = page.locator('#scan').getByTestId('file-problem');
  await expect(refusal).toContainText('File Too Large');
  // The limit the server gives (20 MB in production; the e2e server sets its own).
  await expect(refusal).toContainText(/the limit is \d+ MB/);
  // Whole, not only its first pixel: the owner reads the reason without scrolling.
  await expect(refusal).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('dashboard-too-large-375.png') });
  await expectNoSeriousA11yViolations(page);
});

test('a web page screenshot is refused with its own tip, not told to turn off the flash', async ({
  page,
}) => {
  const file = path.join(tmpdir(), `web-page-${process.pid}.png`);
  await writeFile(file, await makeWebPageScreenshot());
  await signUp(page);
  await page.goto('/');
  await scanPhoto(page, file);
  await expect(
    page.getByText(/This looks like a screenshot or a picture from a web page/).first(),
  ).toBeVisible();
  await expect(page.getByText(/flash/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a 9-year-old cat’s red gums are not put down to juvenile gingivitis', async ({ page }) => {
  await makePlus(await signUp(page));
  const pet = await page.request.post('/api/pets', { data: { name: 'Luna', species: 'cat', ageYears: 9 } });
  expect(pet.status()).toBe(201);
  await page.goto(`/home?pet=${(await pet.json()).id}#scan`);
  await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed' }));
  // The cat advice is there (inside a collapsed detail), without the kittens' disease.
  await expect(page.getByText(/caudal stomatitis/).first()).toBeAttached();
  await expect(page.getByText(/juvenile gingivitis/i)).toHaveCount(0);
});

test('the chat says plainly it only helps with dental care when asked for a pizza place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await makePlus(await signUp(page));
  await page.goto('/chat');
  await expectNoSeriousA11yViolations(page);
  const input = page.getByLabel('Your question about your pet’s dental health');
  await input.fill('Best pizza place in New York?');
  await input.press('Enter');
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation.getByText(/I can only help with dog and cat dental care/)).toBeVisible();
  await expect(conversation.getByText(/resorbed|X-rays/)).toHaveCount(0);
  // With an answer the conversation scrolls on a phone: a keyboard must reach it (scrollable-region-focusable).
  await expectNoSeriousA11yViolations(page);
});
