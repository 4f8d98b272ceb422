import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TScanResult, ZScanResult } from '#common/contracts/scans.ts';
import { CAT_ADVICE } from '#server/analysis/advice/cat-findings.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { addPet } from './pets-support.ts';
import { setPlan, uploadScan } from './scans-support.ts';

/**
 * The advice follows the pet's age (server/analysis/advice/cat-findings.ts): juvenile gingivitis is
 * named for a kitten, never for a grown cat.
 */
let t: TestApp;
let member: { cookie: string; userId: string };
let redGums: Buffer;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
  member = await signUpUser(t.app);
  // Plus: two pets.
  await setPlan(t.db, member.userId, 'plus_active');
  redGums = await makeMouthPhoto({ gum: 'inflamed' });
});
afterAll(() => t.close());

async function scanOfCatAged(ageYears: number): Promise<TScanResult> {
  const pet = await addPet(t.app, member.cookie, { name: `Cat ${ageYears}`, species: 'cat', ageYears });
  expect(pet.statusCode).toBe(201);
  const response = await uploadScan(
    t.app,
    [{ data: redGums }, { field: 'petId', value: pet.json().id }],
    member.cookie,
  );
  expect(response.statusCode).toBe(201);
  return ZScanResult.parse(response.json());
}

describe('POST /api/scans: advice for the pet’s age', () => {
  it('does not tell a 9-year-old cat’s owner about juvenile gingivitis, and does tell a kitten’s', async () => {
    const grown = await scanOfCatAged(9);
    expect(grown.status).toBe('inflamed');
    expect(grown.advice).not.toMatch(/juvenile|under about a year/i);
    expect(grown.findings.map((f) => f.code)).not.toContain('juvenile_gingivitis_check');
    expect(grown.advice).toContain(CAT_ADVICE.caudal);

    const kitten = await scanOfCatAged(0);
    expect(kitten.advice).toContain(CAT_ADVICE.juvenile);
    expect(kitten.findings.map((f) => f.code)).toContain('juvenile_gingivitis_check');
  });
});
