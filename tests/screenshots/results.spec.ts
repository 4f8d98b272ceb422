import { expect, type Page, test } from '@playwright/test';
import {
  mouthPhotoFile,
  nonMouthPhotoFile,
  scanPhoto,
  scanUrgentDogPhoto,
} from '../e2e/support/scan-photos.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Which synthetic photo gives which result (scripts/generated-photos/mouth-photo.ts, analyser 'grade'). */
const RESULTS: { name: string; scan: (page: Page) => Promise<void> }[] = [
  { name: 'healthy', scan: async (page) => scanPhoto(page, await mouthPhotoFile({ gum: 'healthy' })) },
  {
    name: 'tartar',
    scan: async (page) => scanPhoto(page, await mouthPhotoFile({ gum: 'healthy', tartar: true })),
  },
  // A dog's gums paler than real dogs' normal range: the urgent result.
  { name: 'urgent', scan: scanUrgentDogPhoto },
  { name: 'unclear', scan: async (page) => scanPhoto(page, await nonMouthPhotoFile()) },
];

/**
 * Hides what floats over the page (sticky header, toasts, the corner signup card), which an
 * element screenshot taller than the window would otherwise show stamped across the result.
 */
const HIDE_FLOATING = `header.sticky, [aria-label^="Notifications"], [role="dialog"] { visibility: hidden !important; }`;

/** Lets toasts and entrance animations settle so the picture is the page at rest. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

for (const result of RESULTS) {
  test(`${result.name} result`, async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/');
    const scanned = page.waitForResponse(
      (res) => res.url().endsWith('/api/scans') && res.request().method() === 'POST',
    );
    await result.scan(page);
    const { id } = (await (await scanned).json()) as { id: string };
    // In the scanner, as the owner first sees it.
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await settle(page);
      await page
        .locator('#scan')
        .screenshot({ path: `${OUT}/result-${result.name}-${size.width}.png`, style: HIDE_FLOATING });
    }
    // The saved result's page, where a desktop has room for the photo beside the verdict.
    await page.goto(`/scans/${id}`);
    await expect(page.getByTestId('scan-status-card')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${OUT}/saved-result-${result.name}-1280.png`, fullPage: true });
  });
}

test('camera on a phone', async ({ page }) => {
  await page.context().grantPermissions(['camera']);
  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/');
  await page.locator('#scan').getByRole('button', { name: 'Take Photo' }).click();
  await expect(page.getByRole('button', { name: 'Capture Photo' })).toBeEnabled({ timeout: 5000 });
  await settle(page);
  await page.screenshot({ path: `${OUT}/camera-375.png` });
});

test('landing page', async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/');
    await settle(page);
    await page.screenshot({ path: `${OUT}/landing-${size.width}.png` });
  }
});
