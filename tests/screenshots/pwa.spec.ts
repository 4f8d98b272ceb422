import { test } from '@playwright/test';
import { shareToApp, waitForServiceWorker } from '../e2e/support/pwa.ts';
import { mouthPhotoFile } from '../e2e/support/scan-photos.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const HIDE_FLOATING = `header.sticky, [aria-label^="Notifications"] { visibility: hidden !important; }`;

/** The offline page the service worker shows for a page it cannot fetch (docs/product-rules.md#installed-app). */
test('offline page', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'You’re offline' }).waitFor();
    await page.screenshot({ path: `${OUT}/offline-page-${size.width}.png` });
  }
});

test.describe('shared photo', () => {
  test('a photo shared to the app, on the crop step', async ({ page }) => {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/');
      await waitForServiceWorker(page);
      await shareToApp(page, await mouthPhotoFile({ gum: 'healthy', width: 1200, height: 900 }));
      await page.getByTestId('crop-step').waitFor();
      await page.getByRole('button', { name: 'Analyse this area' }).waitFor();
      await page.waitForTimeout(400);
      await page
        .locator('#scan')
        .screenshot({ path: `${OUT}/shared-photo-crop-step-${size.width}.png`, style: HIDE_FLOATING });
    }
  });
});

test.describe('shared photo not received', () => {
  test.use({ serviceWorkers: 'block' });

  test('the scanner says so and points to Upload File', async ({ page }) => {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/');
      await shareToApp(page, await mouthPhotoFile({ gum: 'healthy' }));
      await page.getByText('The photo you shared could not be received here').waitFor();
      await page.waitForTimeout(400);
      await page
        .locator('#scan')
        .screenshot({ path: `${OUT}/shared-photo-not-received-${size.width}.png`, style: HIDE_FLOATING });
    }
  });
});
