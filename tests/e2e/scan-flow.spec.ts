import { expect, type Page, test } from '@playwright/test';
import type { TScanResult } from '#common/contracts/scans.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  ANALYSE_BUTTON,
  choosePhoto,
  mouthPhotoFile,
  nonMouthPhotoFile,
  oversizedPhotoFile,
  pngHeaderOnly,
  scanPhoto,
  scanUrgentDogPhoto,
} from './support/scan-photos.ts';

const widget = (page: Page) => page.locator('#scan');
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

/** Why the chosen file was refused, beside the picker's buttons. */
const refusal = (page: Page) => widget(page).getByTestId('file-problem');

function countUploads(page: Page): () => number {
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/scans') && request.method() === 'POST') uploads += 1;
  });
  return () => uploads;
}

test.describe('choosing a photo', () => {
  test('focus follows the step: the crop step’s button, then back to Take Photo', async ({ page }) => {
    await page.goto('/');
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
    await expect(page.getByRole('button', { name: ANALYSE_BUTTON })).toBeFocused();
    await page.getByRole('button', { name: 'Choose another photo' }).click();
    await expect(widget(page).getByRole('button', { name: 'Take Photo' })).toBeFocused();
  });

  test('a file over the limit and then a good one leave the page no wider than the window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(widget(page).getByRole('button', { name: 'Upload File' })).toBeEnabled();
    await choosePhoto(page, await oversizedPhotoFile(16));
    // The refusal stays beside the buttons (no toast to cover the crop step's buttons later).
    await expect(refusal(page)).toContainText('File Too Large');
    await expect(toast(page, 'File Too Large')).toHaveCount(0);
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
    await expect(page.getByTestId('crop-step')).toBeVisible();
    await expect(refusal(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Choose another photo' }).click({ trial: true });
    await page.getByRole('button', { name: ANALYSE_BUTTON }).click({ trial: true });

    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // The hero is not scrolled sideways inside its clipping box either: the headline starts in view.
    const hero = page.locator('section[aria-labelledby="hero-heading"]');
    expect(await hero.evaluate((section) => section.scrollLeft)).toBe(0);
    const headline = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(headline?.x ?? -1).toBeGreaterThan(0);
  });

  test('a 400-megapixel photo is refused from its header, before any preview or upload', async ({ page }) => {
    const uploads = countUploads(page);
    await page.goto('/');
    await expect(page.getByTestId('scan-file-input')).toBeEnabled();
    await page.getByTestId('scan-file-input').setInputFiles({
      name: 'panorama.png',
      mimeType: 'image/png',
      buffer: pngHeaderOnly(20_000, 20_000),
    });
    await expect(refusal(page)).toContainText('Photo Has Too Many Pixels');
    await expect(refusal(page)).toContainText(/the limit is 50 megapixels/);
    await expect(page.getByTestId('crop-step')).toHaveCount(0);
    await expect(widget(page).getByRole('button', { name: 'Upload File' })).toBeVisible();
    expect(uploads()).toBe(0);
  });
});

test.describe('reading a result', () => {
  test('on a phone, Scan Another Image goes back to the uploader and focuses it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await scanPhoto(page, await nonMouthPhotoFile());
    await expect(toast(page, 'Photo unclear')).toBeVisible();
    // The tips sit above the toast's reader on a phone: the toast names no direction.
    await expect(page.getByRole('region', { name: /Notifications/ })).not.toContainText(/below|above/);
    // Tips once, and nothing judged: no overlay, no findings, no folded sections.
    await expect(page.getByRole('heading', { name: 'What to do' })).toHaveCount(1);
    await expect(page.getByTestId('scan-overlay')).toHaveCount(0);
    await expect(page.getByText('Why we think so')).toHaveCount(0);

    const again = page.getByRole('button', { name: 'Scan Another Image' });
    await again.scrollIntoViewIfNeeded();
    await again.click();
    const takePhoto = widget(page).getByRole('button', { name: 'Take Photo' });
    await expect(takePhoto).toBeFocused();
    await expect(takePhoto).toBeInViewport();
  });

  test('an urgent result says what to do now and offers real ways to a vet', async ({ page }) => {
    await page.goto('/');
    const scanned = page.waitForResponse(
      (res) => res.url().endsWith('/api/scans') && res.request().method() === 'POST',
    );
    await scanUrgentDogPhoto(page);
    expect(((await (await scanned).json()) as TScanResult).severity).toBe('urgent');

    const verdict = page.getByTestId('scan-status-card');
    const now = verdict.getByRole('region', { name: 'What to do now' });
    await expect(now.getByRole('listitem')).toHaveText([
      'Call your vet or an emergency clinic now.',
      /^Check gum colour/,
      'Keep your pet calm and warm.',
      'Bring this result with you.',
    ]);
    const maps = now.getByRole('link', { name: /Find an emergency vet near me/ });
    await expect(maps).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=emergency+vet+near+me',
    );
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps).toHaveAttribute('rel', /noopener/);
    await expect(now.getByRole('link', { name: 'Find a PawSmile partner vet' })).toHaveAttribute(
      'href',
      '/find-vets',
    );
    // The urgent checklist replaces the general next steps.
    await expect(page.getByTestId('next-steps')).toHaveCount(0);

    const waitlist = page.getByRole('region', { name: 'Get referred to a partner vet' });
    // The form loads with the result's lower part, which may arrive a moment after the verdict.
    await expect(waitlist.getByLabel('Email')).toBeAttached();
    await now.getByRole('button', { name: 'Ask us to refer you to a vet' }).click();
    await expect(waitlist.getByLabel('Email')).toBeFocused();
    await expect(waitlist.getByLabel('Email')).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });

  test('the reasons and the full advice are folded, and open from the keyboard', async ({ page }) => {
    await page.goto('/');
    await scanPhoto(page, await mouthPhotoFile({ gum: 'healthy', tartar: true }));
    const findings = page.getByRole('heading', { name: 'What we saw' });
    await expect(findings).toBeHidden();
    await page.locator('summary', { hasText: 'Why we think so' }).focus();
    await page.keyboard.press('Enter');
    await expect(findings).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gum and tartar scores' })).toBeVisible();
    // Each index comes with the chance it was cut from, in words (common/probability-words.ts).
    await expect(page.getByText(/^(Likely|Possible|Unlikely) \(\d+%\) · index [0-3] of 3$/)).toHaveCount(2);
    await page.getByText('More advice').click();
    await expect(page.getByRole('heading', { name: 'The advice in full' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a saved result puts the photo beside the verdict on a desktop, under it on a phone', async ({
    page,
  }) => {
    await page.goto('/');
    const scanned = page.waitForResponse(
      (res) => res.url().endsWith('/api/scans') && res.request().method() === 'POST',
    );
    await scanPhoto(page, await mouthPhotoFile({ gum: 'inflamed' }));
    const { id } = (await (await scanned).json()) as TScanResult;

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/scans/${id}`);
    const verdict = page.getByTestId('scan-status-card');
    const photo = page.getByRole('img', { name: 'Your pet’s mouth, as analysed' });
    await expect(photo).toBeVisible();
    const [v, p] = [await verdict.boundingBox(), await photo.boundingBox()];
    expect(v && p && p.x >= v.x + v.width && p.y < v.y + v.height).toBe(true);

    await page.setViewportSize({ width: 375, height: 812 });
    const [v2, p2] = [await verdict.boundingBox(), await photo.boundingBox()];
    expect(v2 && p2 && p2.y >= v2.y + v2.height).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
