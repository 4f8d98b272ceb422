import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { makePlus } from '../e2e/support/make-plus.ts';
import { mouthPhotoFile } from '../e2e/support/scan-photos.ts';
import { newAccount } from '../e2e/web-auth.ts';

const OUT = 'docs/screenshots';
const WIDTHS = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/** Plus's detailed analysis of an inflamed-gum scan, at a phone and a desktop width. */
test('advanced analysis', async ({ page }) => {
  const signup = await page.request.post('/api/auth/signup', { data: newAccount() });
  await makePlus((await signup.json()).user.id);
  const photo = await readFile(await mouthPhotoFile({ gum: 'inflamed' }));
  const scanned = await page.request.post('/api/scans', {
    multipart: { image: { name: 'pet.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(`/scans/${(await scanned.json()).id}`);
    const panel = page.getByRole('region', { name: 'Detailed analysis' });
    await expect(panel.getByRole('heading', { name: 'The readings behind each grade' })).toBeVisible();
    await page.waitForTimeout(300);
    // The panel is taller than the screen: a full-page shot clipped to it, so the sticky header is not
    // stitched over its middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    if (box)
      await page.screenshot({ path: `${OUT}/advanced-analysis-${size.name}.png`, fullPage: true, clip: box });
  }
});
