import { expect, type Page, test } from '@playwright/test';
import type { TCropBox, TScanResult } from '#common/contracts/scans.ts';
import { PHOTO_PROBLEM_LABELS } from '#web/features/scan/result/photo-problem-copy.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  ANALYSE_ANYWAY_BUTTON,
  ANALYSE_BUTTON,
  choosePhoto,
  mouthPhotoFile,
  nonMouthPhotoFile,
  waitForScannerApp,
} from './support/scan-photos.ts';

/**
 * Guided capture (docs/product-rules.md#guided-capture): the crop step, the refusal before upload, the
 * camera's framing guide.
 */

const widget = (page: Page) => page.locator('#scan');
const cropOf = async (page: Page): Promise<TCropBox> =>
  JSON.parse((await page.getByTestId('crop-box').getAttribute('data-crop')) ?? 'null') as TCropBox;
/** The photo under the box has its size (loaded), and the box is in the middle of the window, not mid-scroll. */
async function bringCropBoxIntoView(page: Page): Promise<void> {
  const photo = page.getByTestId('crop-step').getByRole('img', { name: 'What you chose to scan' });
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Instant: the page scrolls smoothly by default, and a touch aimed mid-scroll misses.
  const box = page.getByTestId('crop-box');
  await box.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // And still: a focus change can start another smooth scroll just after; wait until the box stays put
  // from one frame to the next.
  await expect
    .poll(() =>
      box.evaluate(
        (element) =>
          new Promise<boolean>((resolve) => {
            const before = element.getBoundingClientRect().top;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(element.getBoundingClientRect().top === before)),
            );
          }),
      ),
    )
    .toBe(true);
}
const isScanUpload = (url: string, method: string) => url.endsWith('/api/scans') && method === 'POST';

function countUploads(page: Page): () => number {
  let uploads = 0;
  page.on('request', (request) => {
    if (isScanUpload(request.url(), request.method())) uploads += 1;
  });
  return () => uploads;
}

test.describe('crop step', () => {
  test('the box starts around the mouth, moves with keys and the mouse, and only its area is analysed', async ({
    page,
  }) => {
    await page.goto('/');
    // 1200 x 800: the drawing's gums and teeth fill its middle band.
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy', width: 1200, height: 800 }));
    const step = page.getByTestId('crop-step');
    await expect(step).toHaveAttribute('data-located', 'true');
    await expect(step).toContainText('We placed the box around the gums and teeth we found.');
    await expect(page.getByRole('button', { name: ANALYSE_BUTTON })).toBeFocused();
    const located = await cropOf(page);
    expect(located.y).toBeLessThan(0.35);
    expect(located.y + located.height).toBeGreaterThan(0.65);
    await expectNoSeriousA11yViolations(page);

    // Keyboard: arrows move the box, Shift+arrows resize it; the box says where it is.
    const box = page.getByRole('application', { name: 'Area to analyse' });
    await expect(box).toHaveAccessibleDescription(/Arrow keys move the box/);
    await box.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const moved = await cropOf(page);
    expect(moved.width).toBeCloseTo(Math.max(0.06, located.width - 0.06), 5);
    expect(moved.x).toBeCloseTo(Math.min(located.x + 0.02, 1 - moved.width), 5);
    expect(moved.y).toBeCloseTo(Math.min(located.y + 0.02, 1 - moved.height), 5);
    await expect(
      widget(page)
        .getByRole('status')
        .filter({ hasText: /^Crop box/ }),
    ).toHaveText(
      `Crop box ${Math.round(moved.width * 100)}% of the photo wide and ${Math.round(moved.height * 100)}% high, starting ${Math.round(moved.x * 100)}% from the left and ${Math.round(moved.y * 100)}% from the top.`,
    );

    // Mouse: drag the bottom-left corner up and right; the top-right corner stays.
    await bringCropBoxIntoView(page);
    const corner = page.locator('[data-corner="bottom-left"]');
    const start = await corner.boundingBox();
    if (!start) throw new Error('no corner handle');
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 40, start.y + start.height / 2 - 30, { steps: 4 });
    await page.mouse.up();
    const dragged = await cropOf(page);
    expect(dragged.x).toBeGreaterThan(moved.x);
    expect(dragged.height).toBeLessThan(moved.height);
    expect(dragged.x + dragged.width).toBeCloseTo(moved.x + moved.width, 5);
    expect(dragged.y).toBeCloseTo(moved.y, 5);

    await page.getByRole('radio', { name: 'Cat' }).check();
    const uploaded = page.waitForResponse((res) => isScanUpload(res.url(), res.request().method()));
    await page.getByRole('button', { name: ANALYSE_BUTTON }).click();
    const response = await uploaded;
    const scan = (await response.json()) as TScanResult;
    expect(scan.species).toBe('cat');
    await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();

    // The stored photo is the crop: its shape is the box's shape in the 1200 x 800 photo.
    const photo = page.getByRole('img', { name: 'Your pet’s mouth, as analysed' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const size = await photo.evaluate((img: HTMLImageElement) => ({
      w: img.naturalWidth,
      h: img.naturalHeight,
    }));
    expect(size.w / size.h).toBeCloseTo((dragged.width * 1200) / (dragged.height * 800), 1);
  });

  test('Use whole photo sends no crop; Choose another photo goes back to the picker', async ({ page }) => {
    await page.goto('/');
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy', width: 900, height: 600 }));
    await page.getByRole('button', { name: 'Choose another photo' }).click();
    await expect(widget(page).getByRole('button', { name: 'Take Photo' })).toBeFocused();

    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy', width: 900, height: 600 }));
    const uploaded = page.waitForResponse((res) => isScanUpload(res.url(), res.request().method()));
    await page.getByRole('button', { name: 'Use whole photo' }).click();
    const response = await uploaded;
    const scan = await response.json();
    // No species was chosen: the analyser may read a cat in the photo, never a dog (photo-kind.ts).
    expect([null, 'cat']).toContain(scan.species);
    // The stored photo is the whole 900 x 600 upload, not a crop of it.
    const stored = await page.evaluate(async (url: string) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, scan.imageUrl);
    expect(stored).toEqual([900, 600]);
    // The result shows it (or its 800 px copy, common/photo-sizes.ts) at the same 3:2 shape.
    const photo = page.getByRole('img', { name: 'Your pet’s mouth, as analysed' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const shown = await photo.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
    expect(shown).toBeCloseTo(1.5, 2);
  });

  test('on a phone the crop step fits the screen and its box moves by touch', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy', width: 1200, height: 900 }));
    await expect(page.getByTestId('crop-step')).toHaveAttribute('data-located', 'true');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const before = await cropOf(page);
    // A finger drags the top-left corner in (the box starts as wide as the photo's mouth), then
    // drags the box itself back left: touch events, as a phone sends them.
    const cdp = await context.newCDPSession(page);
    const touchDrag = async (from: { x: number; y: number }, dx: number, dy: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x + dx, y: from.y + dy }],
      });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // Touches land at window coordinates: bring the photo into view first (focus went to the button below it).
    await bringCropBoxIntoView(page);
    const handle = await page.locator('[data-corner="top-left"]').boundingBox();
    if (!handle) throw new Error('no corner handle');
    // Just inside the photo: a handle on the photo's edge is half outside it.
    await touchDrag({ x: handle.x + handle.width / 2 + 6, y: handle.y + handle.height / 2 + 6 }, 60, 20);
    await expect.poll(async () => (await cropOf(page)).x).toBeGreaterThan(before.x);
    const resized = await cropOf(page);
    expect(resized.width).toBeLessThan(before.width);
    expect(resized.x + resized.width).toBeCloseTo(before.x + before.width, 5);
    const area = await page.getByTestId('crop-box').boundingBox();
    if (!area) throw new Error('no crop box');
    await touchDrag({ x: area.x + area.width / 2, y: area.y + area.height / 2 }, -20, 0);
    await expect.poll(async () => (await cropOf(page)).x).toBeLessThan(resized.x);
    const moved = await cropOf(page);
    expect(moved.width).toBeCloseTo(resized.width, 5);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});

test.describe('refusal before upload', () => {
  test('a photo with no mouth is refused before uploading, naming the problem and what to do', async ({
    page,
  }) => {
    const uploads = countUploads(page);
    await page.goto('/');
    await choosePhoto(page, await nonMouthPhotoFile());
    const refusal = page.getByTestId('photo-refusal');
    await expect(refusal.getByRole('alert')).toContainText('This photo may not work');
    await expect(refusal).toContainText('Nothing was saved and no scan was used.');
    const noticed = refusal.getByTestId('photo-problems');
    const labels = Object.values(PHOTO_PROBLEM_LABELS);
    const named = (await noticed.getByRole('listitem').allTextContents()).filter((text) =>
      labels.includes(text),
    );
    expect(named.length).toBeGreaterThan(0);
    await expect(noticed.getByRole('heading', { name: 'What to do' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try another photo' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    expect(uploads()).toBe(0);

    await page.getByRole('button', { name: 'Try another photo' }).click();
    await expect(widget(page).getByRole('button', { name: 'Take Photo' })).toBeFocused();
    expect(uploads()).toBe(0);

    // Analyse anyway: the server's gate agrees, and the result names the same problem in the same words.
    await choosePhoto(page, await nonMouthPhotoFile());
    await page.getByRole('button', { name: ANALYSE_ANYWAY_BUTTON }).click();
    const card = page.getByTestId('scan-status-card');
    await expect(card).toContainText('Photo unclear');
    await expect(card.getByTestId('photo-problems')).toContainText(named[0] ?? '');
    expect(uploads()).toBe(1);
  });
});

test.describe('camera framing guide', () => {
  test.use({ permissions: ['camera'] });

  test('the camera view shows where the gum line, lifted lip and side teeth go', async ({ page }) => {
    await page.goto('/');
    await waitForScannerApp(page);
    await page.locator('#scan').getByRole('button', { name: 'Take Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a photo' });
    await expect(dialog.getByRole('button', { name: 'Capture Photo' })).toBeEnabled({ timeout: 5000 });
    await expect(dialog).toHaveAccessibleDescription(/Lift the lip.*canine.*gum line.*daylight/);
    const guide = dialog.getByTestId('camera-framing-guide');
    await expect(guide).toBeVisible();
    await expect(guide).toContainText('gum line');
    await expect(guide).toContainText('canine');
    await page.waitForTimeout(300);
    await expectNoSeriousA11yViolations(page);
  });
});
