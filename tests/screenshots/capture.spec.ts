import { type Page, test } from '@playwright/test';
import { choosePhoto, mouthPhotoFile, nonMouthPhotoFile } from '../e2e/support/scan-photos.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const HIDE_FLOATING = `header.sticky, [aria-label^="Notifications"] { visibility: hidden !important; }`;

const STEPS: { name: string; photo: () => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'crop-step',
    photo: () => mouthPhotoFile({ gum: 'healthy', width: 1200, height: 900 }),
    ready: (page) => page.getByTestId('crop-step').waitFor(),
  },
  {
    name: 'refusal',
    photo: nonMouthPhotoFile,
    ready: (page) => page.getByTestId('photo-refusal').waitFor(),
  },
];

/** The guided-capture steps before an upload, as the owner sees them on a phone and a desktop. */
for (const step of STEPS) {
  test(`${step.name}`, async ({ page }) => {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/');
      await choosePhoto(page, await step.photo());
      await step.ready(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(400);
      await page
        .locator('#scan')
        .screenshot({ path: `${OUT}/${step.name}-${size.width}.png`, style: HIDE_FLOATING });
    }
  });
}
