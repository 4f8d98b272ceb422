import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZScanResult } from '#common/contracts/scans.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { sharedFolder } from '../../scripts/train/shared-folder.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { guestCookie, uploadScan } from './scans-support.ts';

/**
 * A person's mouth is refused as `not_a_pet` through the whole scan path, and uses no scan, unless
 * the owner said it is their dog or cat (docs/product-rules.md#photo-gate-and-confidence,
 * docs/decisions/010-analyser-v4.md). The photos come from the team's training folder beside the
 * checkout (CI has it too): person's gum close-ups the person head learned from.
 */
const training = sharedFolder('training-images');
const photo = (file: string) => readFileSync(path.join(training ?? '', file));
const PERSON_MOUTHS = ['human-gingivitis/human-gingivitis-001.jpg', 'human-calculus/human-calculus-001.jpg'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/scans: a person’s mouth', () => {
  it('needs the training folder beside the checkout', () => {
    expect(training, 'set TRAINING_IMAGES or put shared/ beside the checkout').not.toBeNull();
  });

  it.each(PERSON_MOUTHS)('refuses %s as not a pet, and the guest keeps the free scan', async (file) => {
    const cookie = guestCookie(t.app);
    const refused = await uploadScan(t.app, { data: photo(file) }, cookie);
    expect(refused.statusCode).toBe(201);
    const result = ZScanResult.parse(refused.json());
    expect(result).toMatchObject({ status: 'unclear', gingivalIndex: null, calculusIndex: null });
    expect(result.quality.problems).toEqual(['not_a_pet']);
    expect(result.quality.tips.join(' ')).toMatch(/person's mouth/);
    const next = await uploadScan(t.app, { data: await makeMouthPhoto({ gum: 'healthy' }) }, cookie);
    expect(next.statusCode).toBe(201);
    expect(next.json().status).not.toBe('unclear');
  });

  it('grades it when the owner says it is their dog: their word wins over the person head', async () => {
    const graded = await uploadScan(
      t.app,
      [{ data: photo(PERSON_MOUTHS[0]) }, { field: 'species', value: 'dog' }],
      guestCookie(t.app),
    );
    expect(graded.statusCode).toBe(201);
    const result = ZScanResult.parse(graded.json());
    expect(result.quality.problems).toEqual([]);
    expect(result.status).not.toBe('unclear');
    expect(result.species).toBe('dog');
    expect(result.gingivitisProbability).not.toBeNull();
  });
});
