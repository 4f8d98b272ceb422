import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';
import sharp from 'sharp';
import { ZPendingUpload } from '#common/contracts/uploads.ts';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { expectNoSeriousA11yViolationsOnPhoneAndDesktop } from './support/axe.ts';
import { E2E_DATA_DIR } from './support/e2e-env.ts';
import { ANALYSE_BUTTON, choosePhoto, mouthPhotoFile } from './support/scan-photos.ts';
import { throttleUpload } from './support/throttle-upload.ts';

/**
 * The photo is sent ahead while the owner frames it, as the browser's own 2000 px copy
 * (docs/product-rules.md#pending-uploads): its progress, its cancelling, its owner, and what it leaves
 * behind on the phone.
 */

const isPendingUpload = (request: Request) =>
  request.url().endsWith('/api/uploads') && request.method() === 'POST';

/** The id the server gave the photo sent ahead, from its answer. */
async function nextUploadId(page: Page): Promise<string> {
  const response = await page.waitForResponse((res) => isPendingUpload(res.request()));
  expect(response.status()).toBe(201);
  return ZPendingUpload.parse(await response.json()).uploadId;
}

test('the progress bar moves with the upload, then the step reads "Analysing…"', async ({ page }) => {
  await page.goto('/');
  // A phone network's pace: the scan copy (some 350 KB) takes several seconds to go up.
  await throttleUpload(page, 60 * 1024);
  // The scan itself is held until its step has been seen, so the result cannot replace it first
  // (the accessibility checks below can take seconds on a busy machine).
  let releaseScan = () => {};
  const scanHeld = new Promise<void>((resolve) => {
    releaseScan = resolve;
  });
  await page.route('**/api/scans', async (route) => {
    await scanHeld;
    await route.continue();
  });
  await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy', width: 2400, height: 1800, seed: 3 }));
  await page.getByRole('button', { name: ANALYSE_BUTTON }).click();

  const bar = page.getByRole('progressbar', { name: 'Uploading your photo' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Uploading…' })).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const now = Number(await bar.getAttribute('aria-valuenow').catch(() => null));
        if (Number.isFinite(now)) seen.add(now);
        return [...seen].filter((value) => value > 0 && value < 100).length;
      },
      { timeout: 20_000, intervals: [200] },
    )
    .toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('upload-percent')).toHaveText(/^\d{1,2}%$/);
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);

  await expect(page.getByRole('status').filter({ hasText: 'Analysing…' })).toBeVisible({ timeout: 30_000 });
  await expect(bar).toBeHidden();
  releaseScan();
  await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();
});

test('a failed upload says so, and Retry sends the photo again and scans it', async ({ page }) => {
  await page.goto('/');
  // The first two sends fail as a dropped connection would: the one while framing, and the one
  // Analyse starts again by itself.
  let attempts = 0;
  await page.route('**/api/uploads', async (route) => {
    attempts += 1;
    if (attempts <= 2) await route.abort('connectionreset');
    else await route.continue();
  });
  await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
  await page.getByRole('button', { name: ANALYSE_BUTTON }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your photo could not be sent.');
  await expectNoSeriousA11yViolationsOnPhoneAndDesktop(page);
  expect(attempts).toBe(2);

  await page.getByRole('button', { name: 'Retry upload' }).click();
  await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();
  expect(attempts).toBe(3);
});

test('choosing another photo deletes the photo sent ahead (the API no longer has it)', async ({ page }) => {
  await page.goto('/');
  const firstId = nextUploadId(page);
  await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
  const uploadId = await firstId;
  await expect(page.getByRole('button', { name: ANALYSE_BUTTON })).toBeVisible();

  const deleted = page.waitForResponse(
    (res) => res.url().endsWith(`/api/uploads/${uploadId}`) && res.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Choose another photo' }).click();
  expect((await deleted).status()).toBe(204);
  const secondId = nextUploadId(page);
  await choosePhoto(page, await mouthPhotoFile({ gum: 'inflamed' }));
  expect(await secondId).not.toBe(uploadId);

  // Gone for this browser too: neither deleted again nor scanned.
  expect((await page.request.delete(`/api/uploads/${uploadId}`)).status()).toBe(404);
  const scan = await page.request.post('/api/scans', { data: { uploadId } });
  expect(scan.status()).toBe(404);
  expect((await scan.json()).code).toBe('PENDING_UPLOAD_NOT_FOUND');
});

/** Pending uploads the e2e server keeps, read from its database. */
async function countPendingUploads(): Promise<number> {
  const db = createDb(loadConfig({ DATA_DIR: E2E_DATA_DIR }).database);
  try {
    const row = await db
      .selectFrom('pending_uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

test('choosing another photo while the first is still going up aborts it: the server keeps nothing', async ({
  page,
}) => {
  await page.goto('/');
  const before = await countPendingUploads();
  await throttleUpload(page, 20 * 1024);
  const aborted = page.waitForEvent('requestfailed', isPendingUpload);
  await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy', width: 2400, height: 1800, seed: 5 }));
  await expect(page.getByRole('button', { name: ANALYSE_BUTTON })).toBeVisible();
  await page.getByRole('button', { name: 'Choose another photo' }).click();
  await aborted;
  // Long enough for a body the server had taken in full to have been kept.
  await page.waitForTimeout(1000);
  expect(await countPendingUploads()).toBe(before);
});

test('a photo sent ahead from one browser cannot be used or deleted from another', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const firstId = nextUploadId(page);
  await choosePhoto(page, await mouthPhotoFile({ gum: 'healthy' }));
  const uploadId = await firstId;

  const other = await browser.newContext({ baseURL: page.url() });
  try {
    await other.request.get('/');
    const scan = await other.request.post('/api/scans', { data: { uploadId } });
    expect(scan.status()).toBe(404);
    expect((await scan.json()).code).toBe('PENDING_UPLOAD_NOT_FOUND');
    expect((await other.request.delete(`/api/uploads/${uploadId}`)).status()).toBe(404);
  } finally {
    await other.close();
  }

  // Still this browser's: Analyse sends only its id and the box, and the scan is made from it.
  const scanRequest = page.waitForRequest(
    (req) => req.url().endsWith('/api/scans') && req.method() === 'POST',
  );
  await page.getByRole('button', { name: ANALYSE_BUTTON }).click();
  const sent = (await scanRequest).postDataJSON() as { uploadId: string };
  expect(sent.uploadId).toBe(uploadId);
  await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();
});

/** A phone photo with a location: EXIF GPS (51° 30′ 26.76″ N, 0° 7′ 39.6″ W), stored sideways. */
async function photoWithLocation(): Promise<{ file: string; bytes: Buffer; latitudeSeconds: Buffer }> {
  const drawing = await makeMouthPhoto({ gum: 'healthy', width: 2600, height: 1950, format: 'png' });
  const bytes = await sharp(drawing)
    .rotate(270)
    .withExif({
      IFD0: { Make: 'PawSmile', Model: 'e2e phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2676/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3960/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
  const file = path.join(os.tmpdir(), `pawsmile-e2e-gps-${process.pid}.jpg`);
  await writeFile(file, bytes);
  // The seconds of latitude as EXIF writes them: the rational 2676/100, little-endian here.
  const latitudeSeconds = Buffer.alloc(8);
  latitudeSeconds.writeUInt32LE(2676, 0);
  latitudeSeconds.writeUInt32LE(100, 4);
  return { file, bytes, latitudeSeconds };
}

/** Every image the page puts into a form it sends (the body Chromium keeps for a file part is not exposed). */
async function recordSentImages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: { url: string; base64: string }[] = [];
    Object.assign(window, { sentImages: sent });
    const keep = async (url: string, body: unknown) => {
      if (!(body instanceof FormData)) return;
      for (const value of body.values()) {
        if (!(value instanceof Blob)) continue;
        const data = new Uint8Array(await value.arrayBuffer());
        let text = '';
        for (let i = 0; i < data.length; i += 0x8000)
          text += String.fromCharCode(...data.subarray(i, i + 0x8000));
        sent.push({ url, base64: btoa(text) });
      }
    };
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (
      this: XMLHttpRequest & { sentTo?: string },
      ...args: unknown[]
    ) {
      this.sentTo = String(args[1]);
      return (open as (...a: unknown[]) => void).apply(this, args);
    };
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { sentTo?: string }, body) {
      void keep(this.sentTo ?? '', body);
      return send.call(this, body);
    };
    const fetchFirst = window.fetch.bind(window);
    window.fetch = (input, init) => {
      void keep(String(input), init?.body);
      return fetchFirst(input, init);
    };
  });
}

test('the photo’s EXIF location never reaches the server: only upright copies without metadata go up', async ({
  page,
}) => {
  const photo = await photoWithLocation();
  expect(photo.bytes.includes(photo.latitudeSeconds)).toBe(true);
  await recordSentImages(page);
  const bodies: Buffer[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/')) {
      const body = request.postDataBuffer();
      if (body) bodies.push(body);
    }
  });
  await page.goto('/');
  const uploaded = nextUploadId(page);
  await choosePhoto(page, photo.file);
  await uploaded;
  await page.getByRole('button', { name: ANALYSE_BUTTON }).click();
  await expect(page.getByRole('heading', { name: 'Your scan results' })).toBeVisible();

  const sent = (
    await page.evaluate(
      () => (window as unknown as { sentImages: { url: string; base64: string }[] }).sentImages,
    )
  ).map((image) => ({ url: image.url, bytes: Buffer.from(image.base64, 'base64') }));
  // The locate copy and the scan copy, nothing else: the scan named the upload.
  expect(sent.map((image) => image.url).sort()).toEqual(['/api/scans/locate', '/api/uploads']);
  for (const image of [...sent.map((s) => s.bytes), ...bodies]) {
    expect(image.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(image.includes(photo.latitudeSeconds)).toBe(false);
    expect(image.includes(photo.bytes.subarray(1000, 1064))).toBe(false);
  }
  const scanCopy = sent.find((image) => image.url === '/api/uploads')?.bytes ?? Buffer.alloc(0);
  const meta = await sharp(scanCopy).metadata();
  // Upright (the phone's sideways pixels turned by their orientation tag) and the stored size.
  expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
    width: 2000,
    height: 1500,
    exif: undefined,
    orientation: undefined,
  });
});
