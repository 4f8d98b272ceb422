import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLocateResult } from '#common/contracts/scans.ts';
import { AnalysisBusyError, type TAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import { makeMouthPhoto, makeNonMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { countScanRows, guestCookie, healthyMouth, storedFiles, uploadScan } from './scans-support.ts';

/** POST /api/scans/locate: where the mouth is and whether the photo is usable, before a scan. */

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' });
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});
afterAll(async () => t.close());

const LOCATE = '/api/scans/locate';

/** What the web sends: the chosen photo drawn into a canvas at most 1024 px wide, as JPEG. */
async function downscaled(photo: Buffer): Promise<Buffer> {
  return sharp(photo).resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
}

describe('POST /api/scans/locate', () => {
  it('finds the mouth in a good photo: a usable box inside the photo, no problems', async () => {
    const data = await downscaled(await makeMouthPhoto({ gum: 'healthy', width: 2000, height: 1500 }));
    const response = await uploadScan(t.app, { data }, guestCookie(t.app), LOCATE);
    expect(response.statusCode).toBe(200);
    const located = ZLocateResult.parse(response.json());
    expect(located).toMatchObject({ isUsable: true, problems: [] });
    const box = located.box;
    expect(box).not.toBeNull();
    if (!box) return;
    // The drawing's gums and teeth fill the middle band of the photo, from 28% to 72% of its height.
    expect(box.y).toBeLessThan(0.3);
    expect(box.y + box.height).toBeGreaterThan(0.7);
    expect(box.x + box.width).toBeLessThanOrEqual(1 + 1e-6);
  });

  it('says a photo with no mouth is unusable, naming the problem and a tip', async () => {
    const response = await uploadScan(t.app, { data: await makeNonMouthPhoto() }, guestCookie(t.app), LOCATE);
    expect(response.statusCode).toBe(200);
    const located = ZLocateResult.parse(response.json());
    expect(located.isUsable).toBe(false);
    expect(located.problems.length).toBeGreaterThan(0);
    expect(located.tips.length).toBeGreaterThan(0);
  });

  it('stores nothing and uses no quota, for guests and members alike', async () => {
    const guest = guestCookie(t.app);
    const member = (await signUpUser(t.app)).cookie;
    const rowsBefore = await countScanRows(t.db);
    const filesBefore = storedFiles(uploadsDir).length;
    for (const cookie of [guest, member]) {
      for (let i = 0; i < 3; i += 1) {
        expect((await uploadScan(t.app, { data: await healthyMouth() }, cookie, LOCATE)).statusCode).toBe(
          200,
        );
      }
    }
    expect(await countScanRows(t.db)).toBe(rowsBefore);
    expect(storedFiles(uploadsDir).length).toBe(filesBefore);
    // Each still has its one scan.
    for (const cookie of [guest, member]) {
      expect((await uploadScan(t.app, { data: await healthyMouth() }, cookie)).statusCode).toBe(201);
    }
  });

  const refusals = [
    {
      name: 'a text file',
      status: 400,
      code: 'INVALID_FILE_TYPE',
      part: async () => ({ data: Buffer.from('not a photo'), filename: 'notes.txt' }),
    },
    {
      name: 'an empty file',
      status: 400,
      code: 'INVALID_FILE_TYPE',
      part: async () => ({ data: Buffer.alloc(0) }),
    },
    {
      name: 'a cut-off JPEG',
      status: 400,
      code: 'IMAGE_UNREADABLE',
      part: async () => {
        const photo = await healthyMouth();
        return { data: photo.subarray(0, Math.floor(photo.length / 2)) };
      },
    },
    {
      name: 'a photo with a field beside it',
      status: 400,
      code: 'VALIDATION_FAILED',
      part: async () => [{ data: await healthyMouth() }, { field: 'species', value: 'dog' }],
    },
    {
      name: 'a photo in the wrong field',
      status: 400,
      code: 'VALIDATION_FAILED',
      part: async () => ({ data: await healthyMouth(), field: 'photo' }),
    },
  ];

  it.each(refusals)('refuses $name with $status $code', async ({ status, code, part }) => {
    const response = await uploadScan(t.app, await part(), guestCookie(t.app), LOCATE);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('refuses a photo over the upload limit with 413', async () => {
    const small = await createTestApp({ MAX_UPLOAD_MB: '1' });
    try {
      const data = Buffer.concat([await healthyMouth(), Buffer.alloc(1024 * 1024 + 1)]);
      const response = await uploadScan(small.app, { data }, guestCookie(small.app), LOCATE);
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('FILE_TOO_LARGE');
    } finally {
      await small.close();
    }
  });

  it('is rate limited like uploads', async () => {
    const limited = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '2' });
    try {
      const cookie = guestCookie(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push(
          (await uploadScan(limited.app, { data: await healthyMouth() }, cookie, LOCATE)).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/scans/locate when the analyser fails', () => {
  let failure: 'busy' | 'crash' = 'busy';
  const failingPool: TAnalysisPool = {
    analyse: () => Promise.reject(new Error('not used')),
    scan: () => Promise.reject(new Error('not used')),
    locate: async () => {
      throw failure === 'busy' ? new AnalysisBusyError() : new Error('worker exploded');
    },
    close: async () => {},
  };
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp({}, { overrides: { analysisPool: failingPool } });
  });
  afterAll(async () => failing.close());

  it('answers 503 when the scanner is busy, and 500 (never a 400) when it breaks on a good photo', async () => {
    const busy = await uploadScan(
      failing.app,
      { data: await healthyMouth() },
      guestCookie(failing.app),
      LOCATE,
    );
    expect(busy.statusCode).toBe(503);
    expect(busy.json().code).toBe('SERVICE_UNAVAILABLE');
    failure = 'crash';
    const crash = await uploadScan(
      failing.app,
      { data: await healthyMouth() },
      guestCookie(failing.app),
      LOCATE,
    );
    expect(crash.statusCode).toBe(500);
    expect(crash.body).not.toContain('exploded');
  });
});
