import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZScanResult } from '#common/contracts/scans.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { countScanRows, guestCookie, healthyMouth, storedFiles, uploadScan } from './scans-support.ts';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});
afterAll(async () => t.close());

const INVALID_TYPE_MESSAGE = 'Please select an image file (JPG, PNG, or WebP).';

describe('POST /api/scans: a good photo', () => {
  it('answers 201 with the scan result, a guest cookie and private media links', async () => {
    const response = await uploadScan(t.app, { data: await healthyMouth() });
    expect(response.statusCode).toBe(201);
    const result = ZScanResult.parse(response.json());
    expect(result).toMatchObject({
      isGuestScan: true,
      shareId: null,
      isShared: false,
      imageUrl: `/media/scans/${result.id}/photo`,
      overlayUrl: `/media/scans/${result.id}/overlay`,
      thumbnailUrl: `/media/scans/${result.id}/thumb`,
    });
    expect(result.status).not.toBe('unclear');
    const guest = response.cookies.find((c) => c.name === 'ps_guest');
    expect(guest).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const cookie = `ps_guest=${guest?.value}`;
    for (const [kind, type] of [
      ['photo', 'image/jpeg'],
      ['thumb', 'image/webp'],
      ['overlay', 'image/png'],
    ]) {
      const media = await t.app.inject({ url: `/media/scans/${result.id}/${kind}`, headers: { cookie } });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe(type);
      expect(media.headers['cache-control']).toMatch(/^private/);
      expect(media.headers['x-content-type-options']).toBe('nosniff');
    }
    const again = await t.app.inject({ url: `/api/scans/${result.id}`, headers: { cookie } });
    expect(again.json()).toEqual(result);
  });

  it('accepts PNG and WebP photos', async () => {
    for (const format of ['png', 'webp'] as const) {
      const data = await makeMouthPhoto({ gum: 'healthy', format });
      const response = await uploadScan(t.app, { data, filename: `pet.${format}` }, guestCookie(t.app));
      expect(response.statusCode).toBe(201);
    }
  });

  it('stores an upright photo with EXIF and GPS removed, resized, plus a thumbnail', async () => {
    // A 1200x800 photo the camera says to rotate 90 degrees clockwise, with GPS.
    const data = await sharp(await makeMouthPhoto({ gum: 'healthy', width: 2400, height: 1600 }))
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneCo', Model: 'Secret Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    const sent = await sharp(data).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.toString('latin1')).toContain('Secret Phone');

    const response = await uploadScan(t.app, { data }, guestCookie(t.app));
    expect(response.statusCode).toBe(201);
    const files = storedFiles(uploadsDir).filter((file) => file.includes(response.json().id));
    expect(files.map((file) => path.basename(file)).sort()).toEqual([
      'medium.jpg',
      'overlay.png',
      'photo.jpg',
      'thumb.webp',
    ]);
    const photo = await sharp(files.find((file) => file.endsWith('photo.jpg'))).metadata();
    expect(photo.exif).toBeUndefined();
    expect(photo.icc).toBeUndefined();
    expect(photo.xmp).toBeUndefined();
    expect(photo.orientation).toBeUndefined();
    // Upright 1600x2400, its long side bounded at 2000 (common/photo-sizes.ts).
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1333, height: 2000 });
    // The copy phones load: the same upright photo, 800 px on its long side, no metadata either.
    const medium = await sharp(files.find((file) => file.endsWith('medium.jpg'))).metadata();
    expect({ width: medium.width, height: medium.height, exif: medium.exif }).toEqual({
      width: 533,
      height: 800,
      exif: undefined,
    });
    const thumb = await sharp(files.find((file) => file.endsWith('thumb.webp'))).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(320);
  });
});

describe('POST /api/scans: bad uploads store nothing and use no quota', () => {
  const jpegBytes = async () => makeMouthPhoto({ gum: 'healthy', format: 'jpeg' });
  const cases: {
    name: string;
    status: number;
    code: string;
    body: () => Promise<Parameters<typeof uploadScan>[1]>;
  }[] = [
    {
      name: 'a text file disguised as a JPEG',
      status: 400,
      code: 'INVALID_FILE_TYPE',
      body: async () => ({
        data: Buffer.from('<html>not a photo at all, honest</html>'),
        filename: 'cat.jpg',
      }),
    },
    {
      name: 'a GIF named .png',
      status: 400,
      code: 'INVALID_FILE_TYPE',
      body: async () => ({ data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), filename: 'cat.png' }),
    },
    {
      name: 'a truncated JPEG',
      status: 400,
      code: 'IMAGE_UNREADABLE',
      body: async () => {
        const full = await jpegBytes();
        return { data: full.subarray(0, Math.floor(full.length / 2)) };
      },
    },
    {
      name: 'a JPEG header followed by garbage',
      status: 400,
      code: 'IMAGE_UNREADABLE',
      body: async () => ({
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]),
      }),
    },
    {
      name: 'a 0-byte file',
      status: 400,
      code: 'INVALID_FILE_TYPE',
      body: async () => ({ data: Buffer.alloc(0) }),
    },
    {
      name: 'a file over 15 MB',
      status: 413,
      code: 'FILE_TOO_LARGE',
      body: async () => {
        const big = Buffer.alloc(15 * 1024 * 1024 + 10, 1);
        (await jpegBytes()).copy(big);
        return { data: big };
      },
    },
    {
      name: 'a decompression bomb (tiny PNG claiming 64 megapixels)',
      status: 400,
      code: 'IMAGE_TOO_MANY_PIXELS',
      body: async () => ({
        data: await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        filename: 'bomb.png',
        contentType: 'image/png',
      }),
    },
    {
      name: 'a photo in the wrong field',
      status: 400,
      code: 'VALIDATION_FAILED',
      body: async () => ({ data: await jpegBytes(), field: 'photo' }),
    },
  ];

  it.each(cases)('refuses $name', async ({ status, code, body }) => {
    const cookie = guestCookie(t.app);
    const rowsBefore = await countScanRows(t.db);
    const filesBefore = storedFiles(uploadsDir).length;
    const response = await uploadScan(t.app, await body(), cookie);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
    if (code === 'INVALID_FILE_TYPE') expect(response.json().message).toContain(INVALID_TYPE_MESSAGE);
    expect(await countScanRows(t.db)).toBe(rowsBefore);
    expect(storedFiles(uploadsDir).length).toBe(filesBefore);
    // The guest's one free scan is still there.
    expect((await uploadScan(t.app, { data: await healthyMouth() }, cookie)).statusCode).toBe(201);
  });

  it('refuses a request with no file at all, and one that is not multipart', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/scans',
      payload: '--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    const json = await t.app.inject({ method: 'POST', url: '/api/scans', payload: { image: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});
