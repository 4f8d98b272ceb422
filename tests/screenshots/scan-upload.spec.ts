import { expect, type Page, test } from '@playwright/test';
import { ANALYSE_BUTTON, choosePhoto, mouthPhotoFile } from '../e2e/support/scan-photos.ts';
import { throttleUpload } from '../e2e/support/throttle-upload.ts';

/** The scan step while its photo is still going up, and when the upload failed. */

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 1100 },
] as const;

const scanner = (page: Page) => page.locator('#scan');
/** The sticky header would be drawn over an element screenshot taken while scrolled. */
const UNSTICK_HEADER = 'header { position: static !important; }';

test('uploading, part way', async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.addStyleTag({ content: UNSTICK_HEADER });
    await throttleUpload(page, 40 * 1024);
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy', width: 2400, height: 1800, seed: 3 }));
    await page.getByRole('button', { name: ANALYSE_BUTTON }).click();
    const bar = page.getByRole('progressbar', { name: 'Uploading your photo' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(30);
    await scanner(page).screenshot({
      path: `${OUT}/scan-uploading-${size.name}.png`,
      animations: 'disabled',
    });
  }
});

test('upload failed, with Retry', async ({ page }) => {
  await page.route('**/api/uploads', (route) => route.abort('connectionreset'));
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.addStyleTag({ content: UNSTICK_HEADER });
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
    await page.getByRole('button', { name: ANALYSE_BUTTON }).click();
    await expect(page.getByRole('button', { name: 'Retry upload' })).toBeVisible();
    await scanner(page).screenshot({
      path: `${OUT}/scan-upload-failed-${size.name}.png`,
      animations: 'disabled',
    });
  }
});
