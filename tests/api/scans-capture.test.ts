import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZScanResult } from '#common/contracts/scans.ts';
import { createAnalysisPool, type TAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import {
  countScanRows,
  guestCookie,
  healthyMouth,
  storedFiles,
  type TextPart,
  uploadScan,
} from './scans-support.ts';

/** POST /api/scans with a crop box and a species (docs/product-rules.md#guided-capture). */

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' });
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});
afterAll(async () => t.close());

const crop = (box: object): TextPart => ({ field: 'crop', value: JSON.stringify(box) });
const species = (value: string): TextPart => ({ field: 'species', value });

async function mediaSize(id: string, kind: 'photo' | 'overlay' | 'thumb', cookie: string) {
  const media = await t.app.inject({ url: `/media/scans/${id}/${kind}`, headers: { cookie } });
  expect(media.statusCode).toBe(200);
  const { width = 0, height = 0 } = await sharp(media.rawPayload).metadata();
  return { width, height };
}

describe('POST /api/scans with a crop box', () => {
  it('stores and analyses only the box: photo, thumbnail and overlay have its shape', async () => {
    const cookie = guestCookie(t.app);
    const data = await makeMouthPhoto({ gum: 'healthy', width: 1200, height: 800 });
    const box = { x: 0.1, y: 0.2, width: 0.8, height: 0.6 };
    const response = await uploadScan(t.app, [{ data }, crop(box)], cookie);
    expect(response.statusCode).toBe(201);
    const result = ZScanResult.parse(response.json());
    // 960 x 480 pixels of the 1200 x 800 upload: 2:1 instead of the upload's 3:2.
    expect(await mediaSize(result.id, 'photo', cookie)).toEqual({ width: 960, height: 480 });
    const thumb = await mediaSize(result.id, 'thumb', cookie);
    expect(thumb.width / thumb.height).toBeCloseTo(2, 1);
    const overlay = await mediaSize(result.id, 'overlay', cookie);
    expect(overlay.width / overlay.height).toBeCloseTo(2, 1);
  });

  it('accepts the fields before or after the photo, and a box of the whole photo', async () => {
    const data = await healthyMouth();
    const before = await uploadScan(
      t.app,
      [crop({ x: 0, y: 0, width: 1, height: 1 }), species('dog'), { data }],
      guestCookie(t.app),
    );
    expect(before.statusCode).toBe(201);
    const after = await uploadScan(t.app, [{ data }, species('dog')], guestCookie(t.app));
    expect(after.statusCode).toBe(201);
  });

  it('grades a crop that keeps the mouth, and answers unclear for one that cuts it away', async () => {
    const data = await makeMouthPhoto({ gum: 'healthy', width: 1200, height: 800 });
    const mouth = await uploadScan(
      t.app,
      [{ data }, crop({ x: 0.05, y: 0.2, width: 0.9, height: 0.6 })],
      guestCookie(t.app),
    );
    expect(mouth.json().status).not.toBe('unclear');
    // The top tenth of the photo is fur only.
    const fur = await uploadScan(
      t.app,
      [{ data }, crop({ x: 0, y: 0, width: 1, height: 0.1 })],
      guestCookie(t.app),
    );
    expect(fur.statusCode).toBe(201);
    expect(fur.json().status).toBe('unclear');
  });
});

describe('POST /api/scans with a species', () => {
  it('keeps the species on the scan and returns it; unsaid, only what the photo shows, never dog', async () => {
    const cookie = guestCookie(t.app);
    const response = await uploadScan(t.app, [{ data: await healthyMouth() }, species('cat')], cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().species).toBe('cat');
    const again = await t.app.inject({ url: `/api/scans/${response.json().id}`, headers: { cookie } });
    expect(again.json().species).toBe('cat');

    const member = await signUpUser(t.app);
    const unsaid = await uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
    expect(unsaid.statusCode).toBe(201);
    // The analyser may read a cat in the photo (common/analysis/photo-kind.ts), never a dog.
    expect([null, 'cat']).toContain(unsaid.json().species);
    const list = await t.app.inject({ url: '/api/scans', headers: { cookie: member.cookie } });
    expect(list.json().scans[0].species).toBe(unsaid.json().species);
  });
});

describe('POST /api/scans refuses bad fields before anything is stored', () => {
  const cases: { name: string; fields: TextPart[]; message: RegExp }[] = [
    { name: 'an unknown species', fields: [species('hamster')], message: /dog.*cat/ },
    { name: 'a crop that is not JSON', fields: [{ field: 'crop', value: 'x=1' }], message: /JSON/ },
    {
      name: 'a crop past the edge',
      fields: [crop({ x: 0.7, y: 0, width: 0.5, height: 0.5 })],
      message: /inside the photo/,
    },
    {
      name: 'a crop with a side below 5%',
      fields: [crop({ x: 0, y: 0, width: 0.01, height: 0.5 })],
      message: /./,
    },
    { name: 'a crop with a missing side', fields: [crop({ x: 0, y: 0, width: 0.5 })], message: /./ },
    {
      name: 'a crop with negative numbers',
      fields: [crop({ x: -0.1, y: 0, width: 0.5, height: 0.5 })],
      message: /./,
    },
    {
      name: 'a crop with an extra key',
      fields: [crop({ x: 0, y: 0, width: 0.5, height: 0.5, z: 1 })],
      message: /./,
    },
    {
      name: 'a crop in pixels as text',
      fields: [crop({ x: '10', y: 0, width: 0.5, height: 0.5 })],
      message: /./,
    },
    { name: 'an unknown field', fields: [{ field: 'pet', value: 'Rex' }], message: /pet/ },
    { name: 'a field sent twice', fields: [species('dog'), species('cat')], message: /twice/ },
    { name: 'a field longer than the parser reads', fields: [species('d'.repeat(400))], message: /too long/ },
  ];

  it.each(cases)('refuses $name with 400 VALIDATION_FAILED; no quota used', async ({ fields, message }) => {
    for (const cookie of [guestCookie(t.app), (await signUpUser(t.app)).cookie]) {
      const rowsBefore = await countScanRows(t.db);
      const filesBefore = storedFiles(uploadsDir).length;
      const response = await uploadScan(t.app, [{ data: await healthyMouth() }, ...fields], cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().message).toMatch(message);
      expect(response.json().issues.length).toBeGreaterThan(0);
      expect(await countScanRows(t.db)).toBe(rowsBefore);
      expect(storedFiles(uploadsDir).length).toBe(filesBefore);
      // The guest's one free scan and the Starter member's one scan are both still there.
      expect((await uploadScan(t.app, { data: await healthyMouth() }, cookie)).statusCode).toBe(201);
    }
  });
});

describe('what the analyser is given', () => {
  const realPool = createAnalysisPool({ threads: 1, timeoutMs: 10_000 });
  const calls: { width: number; height: number; species: unknown }[] = [];
  const recordingPool: TAnalysisPool = {
    analyse: (photo, options) => realPool.analyse(photo, options),
    async scan(bytes, options) {
      const scanned = await realPool.scan(bytes, options);
      // The size of the pixels the analyser read: the crop's, not the upload's.
      calls.push({ width: scanned.width, height: scanned.height, species: options?.species });
      return scanned;
    },
    locate: (bytes) => realPool.locate(bytes),
    close: () => realPool.close(),
  };
  let recorded: TestApp;
  beforeAll(async () => {
    recorded = await createTestApp(
      { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' },
      { overrides: { analysisPool: recordingPool } },
    );
  });
  afterAll(async () => recorded.close());

  it('gets the cropped photo and the species; the whole upload and no species otherwise', async () => {
    const data = await makeMouthPhoto({ gum: 'healthy', width: 1200, height: 800 });
    await uploadScan(
      recorded.app,
      [{ data }, crop({ x: 0.5, y: 0.5, width: 0.5, height: 0.25 }), species('dog')],
      guestCookie(recorded.app),
    );
    await uploadScan(recorded.app, { data }, guestCookie(recorded.app));
    // Pixels at most 512 px on the long side: the 600 x 200 crop, and the 1200 x 800 whole photo.
    expect(calls).toEqual([
      { width: 512, height: 171, species: 'dog' },
      { width: 512, height: 341, species: undefined },
    ]);
  });
});
