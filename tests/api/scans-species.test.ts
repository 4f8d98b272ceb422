import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TScanResult, type TSpecies, ZScanResult } from '#common/contracts/scans.ts';
import { createAnalysisPool, type TAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import { CAT_ADVICE } from '#server/analysis/advice/cat-findings.ts';
import { VOHC_PRODUCTS } from '#server/analysis/advice/products.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';
import { countScanRows, guestCookie, setPlan, type TextPart, uploadScan } from './scans-support.ts';

/**
 * The species a scan is stored and advised for (docs/product-rules.md#species): the chosen pet's,
 * else the upload's `species` field, else what the analyser found in the photo.
 */

/** What the analyser was told, per scan; and a stand-in for its species classifier when told nothing. */
const told: (TSpecies | undefined)[] = [];
let detected: TSpecies | null = null;
const realPool = createAnalysisPool({ threads: 1, timeoutMs: 10_000 });
const pool: TAnalysisPool = {
  analyse: (photo, options) => realPool.analyse(photo, options),
  async scan(bytes, options) {
    told.push(options?.species);
    const scanned = await realPool.scan(bytes, options);
    return options?.species ? scanned : { ...scanned, species: detected };
  },
  locate: (bytes) => realPool.locate(bytes),
  close: () => realPool.close(),
};

let t: TestApp;
let member: { cookie: string; userId: string };
let redGums: Buffer;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' },
    { overrides: { analysisPool: pool } },
  );
  member = await signUpUser(t.app);
  // Plus: several pets and scans.
  await setPlan(t.db, member.userId, 'plus_active');
  redGums = await makeMouthPhoto({ gum: 'inflamed' });
});
afterAll(async () => {
  await t.close();
  await realPool.close();
});

const field = (name: string, value: string): TextPart => ({ field: name, value });
const dogOnly = new Set(VOHC_PRODUCTS.filter((p) => !p.species.includes('cat')).map((p) => p.name));
const CAT_FINDINGS = ['tooth_resorption_signs', 'caudal_redness_check', 'juvenile_gingivitis_check'];

async function storedSpecies(id: string): Promise<string | null> {
  const row = await t.db.selectFrom('scans').select('species').where('id', '=', id).executeTakeFirstOrThrow();
  return row.species;
}

async function scan(parts: TextPart[], cookie = member.cookie): Promise<TScanResult> {
  const response = await uploadScan(t.app, [{ data: redGums }, ...parts], cookie);
  expect(response.statusCode).toBe(201);
  return ZScanResult.parse(response.json());
}

function expectCatReport(result: TScanResult) {
  expect(result.status).toBe('inflamed');
  expect(result.species).toBe('cat');
  expect(result.advice).toContain(CAT_ADVICE.resorption);
  expect(result.advice).toContain(CAT_ADVICE.caudal);
  expect(result.advice).toContain(CAT_ADVICE.hiddenPain);
  expect(result.findings.map((f) => f.code)).toEqual(expect.arrayContaining(CAT_FINDINGS));
  expect(result.products.length).toBeGreaterThan(0);
  expect(result.products.filter((p) => dogOnly.has(p.name))).toEqual([]);
}

describe('POST /api/scans: the species', () => {
  it('takes a cat pet’s species: stored as cat, cat advice, no dog-only product', async () => {
    const luna = (await addPet(t.app, member.cookie, { name: 'Luna', species: 'cat' })).json();
    told.length = 0;
    const result = await scan([field('petId', luna.id)]);
    expect(told).toEqual(['cat']);
    expectCatReport(result);
    expect(result.petId).toBe(luna.id);
    expect(await storedSpecies(result.id)).toBe('cat');
    // Read back, the stored scan says the same.
    const read = await t.app.inject({ url: `/api/scans/${result.id}`, headers: { cookie: member.cookie } });
    expect(ZScanResult.parse(read.json())).toMatchObject({ species: 'cat', advice: result.advice });
  });

  it('takes the upload’s species=cat without a pet, for a guest too', async () => {
    for (const cookie of [member.cookie, guestCookie(t.app)]) {
      told.length = 0;
      const result = await scan([field('species', 'cat')], cookie);
      expect(told).toEqual(['cat']);
      expectCatReport(result);
      expect(await storedSpecies(result.id)).toBe('cat');
    }
  });

  it('stores a dog pet’s scan as dog even when the upload says cat: the pet wins', async () => {
    const rex = (await addPet(t.app, member.cookie, { name: 'Rex', species: 'dog' })).json();
    told.length = 0;
    const result = await scan([field('species', 'cat'), field('petId', rex.id)]);
    expect(told).toEqual(['dog']);
    expect(result.species).toBe('dog');
    expect(await storedSpecies(result.id)).toBe('dog');
    expect(result.advice).not.toMatch(/\bcats?\b/i);
    expect(result.findings.some((f) => CAT_FINDINGS.includes(f.code))).toBe(false);
  });

  it('refuses another member’s pet (or a guest naming one) with 404: no scan stored, no species taken from it', async () => {
    const luna = (await addPet(t.app, member.cookie, { name: 'Luna', species: 'cat' })).json();
    const stranger = await signUpUser(t.app);
    for (const cookie of [stranger.cookie, guestCookie(t.app)]) {
      const before = await countScanRows(t.db);
      told.length = 0;
      const response = await uploadScan(t.app, [{ data: redGums }, field('petId', luna.id)], cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body).not.toContain('Luna');
      expect(told).toEqual([]);
      expect(await countScanRows(t.db)).toBe(before);
    }
  });

  it('keeps what the analyser found when nobody said, and null when it found nothing', async () => {
    detected = 'cat';
    const found = await scan([]);
    expect(found.species).toBe('cat');
    expect(await storedSpecies(found.id)).toBe('cat');
    detected = null;
    const unknown = await scan([]);
    expect(unknown.species).toBeNull();
    expect(await storedSpecies(unknown.id)).toBeNull();
    // Unknown species: only products VOHC accepts for dogs and cats alike.
    const both = new Set(VOHC_PRODUCTS.filter((p) => p.species.length === 2).map((p) => p.name));
    for (const product of unknown.products) expect(both.has(product.name)).toBe(true);
  });
});
