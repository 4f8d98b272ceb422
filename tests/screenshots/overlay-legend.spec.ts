import { expect, type Page, test } from '@playwright/test';
import { mouthPhotoFile, scanPhoto } from '../e2e/support/scan-photos.ts';

const OUT = 'docs/screenshots';
/** Same as results.spec.ts: what floats over the page would be stamped across the picture. */
const HIDE_FLOATING = `header.sticky, [aria-label^="Notifications"], [role="dialog"] { visibility: hidden !important; }`;

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/** "Show what we saw" on a photo with redness and tartar: the outlines and their key. */
test('overlay with its legend', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed', tartar: true }));
  const legend = page.getByRole('list', { name: 'What the lines on the photo mean' });
  await expect(legend.getByRole('listitem')).toHaveCount(2);
  const overlay = page.getByTestId('scan-overlay');
  await expect.poll(() => overlay.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A phone: the photo, the switch and the key under it.
  await settle(page);
  await page
    .locator('figure')
    .filter({ has: overlay })
    .screenshot({
      path: `${OUT}/overlay-legend-375.png`,
      style: HIDE_FLOATING,
    });
  // A desktop: the verdict with the marked photo beside it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
  await page
    .getByTestId('scan-status-card')
    .locator('..')
    .screenshot({
      path: `${OUT}/overlay-legend-1280.png`,
      style: HIDE_FLOATING,
    });
});
