import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '#server/adapters/storage/local-storage.ts';
import { exportDataset } from '../../scripts/dataset/export-dataset.ts';
import { vetLabelSamples } from '../../scripts/train/dataset.ts';
import { readVetLabels } from '../../scripts/train/vet-labels.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { ownerWithScan, routedReferral, setConsent, usableGrade } from './clinic-grading-support.ts';
import { createClinic, signInClinicStaff } from './clinic-support.ts';
import { signInAdmin } from './vets-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The test app's photo store (test apps always store locally). */
function photoStorage() {
  if (t.config.storage.driver !== 'local') throw new Error('tests store photos locally');
  return createLocalStorage(t.config.storage.dir);
}

/** A small generated gum-coloured JPEG, stored where the scan row says its photo is. */
async function storePhoto(key: string, seed: number): Promise<void> {
  const body = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 180 + seed, g: 80, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  await photoStorage().put(key, body, 'image/jpeg');
}

describe('npm run dataset:export', () => {
  it('writes consented graded photos and a labels.csv that the train script reads', async () => {
    const admin = await signInAdmin(t.app, t.db);
    const clinic = await createClinic(t.app, admin.cookie);
    const vet = await signInClinicStaff(t.app, t.db, clinic.id);
    const colleague = await signInClinicStaff(t.app, t.db, clinic.id);
    const post = (scanId: string, cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/clinic/grading/${scanId}`, headers: { cookie }, payload });

    const dog = await ownerWithScan(t.app, t.db, { consent: true });
    const cat = await ownerWithScan(t.app, t.db, { consent: true, scan: { species: 'cat' } });
    const withdrawn = await ownerWithScan(t.app, t.db, { consent: true });
    const referredOnly = await ownerWithScan(t.app, t.db);
    await routedReferral(t.db, {
      scanId: referredOnly.scan.id,
      userId: referredOnly.userId,
      partnerId: clinic.id,
      shareScan: true,
    });
    for (const [i, owner] of [dog, cat, withdrawn, referredOnly].entries()) {
      await storePhoto(owner.scan.image_key ?? '', i);
    }
    expect((await post(dog.scan.id, vet.cookie, usableGrade)).statusCode).toBe(201);
    expect(
      (await post(dog.scan.id, colleague.cookie, { ...usableGrade, gumColour: 'blue_grey' })).statusCode,
    ).toBe(201);
    const unusable = { gingivalIndex: null, calculusIndex: null, gumColour: 'normal', isUsable: false };
    expect((await post(cat.scan.id, vet.cookie, unusable)).statusCode).toBe(201);
    expect((await post(withdrawn.scan.id, vet.cookie, usableGrade)).statusCode).toBe(201);
    expect((await post(referredOnly.scan.id, vet.cookie, usableGrade)).statusCode).toBe(201);
    await setConsent(t.app, withdrawn.cookie, false);

    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-export-')), 'export');
    const summary = await exportDataset({ db: t.db, storage: photoStorage(), dir });
    expect(summary).toMatchObject({ photos: 2, grades: 3, skippedNoSpecies: 0, skippedNoPhoto: 0 });
    expect(readdirSync(path.join(dir, 'photos'))).toHaveLength(2);

    const csv = readFileSync(path.join(dir, 'labels.csv'), 'utf8');
    expect(csv).toContain('blue-grey');
    for (const secret of [vet.email, vet.userId, colleague.email, dog.scan.id, withdrawn.scan.id, 'Dana']) {
      expect(csv).not.toContain(secret);
    }
    // What `npm run train -- --labels DIR/labels.csv --dry-run` does with the export before learning.
    const labels = readVetLabels(csv, dir);
    expect(labels).toHaveLength(2);
    const dogLabel = labels.find((l) => l.species === 'dog');
    expect(dogLabel).toMatchObject({ grades: 2, gingivalIndex: 2, calculusIndex: 1, isUsable: true });
    expect(labels.find((l) => l.species === 'cat')).toMatchObject({ isUsable: false, gingivalIndex: null });
    const samples = vetLabelSamples(labels);
    expect(samples.map((s) => s.source).sort()).toEqual(['vet-unusable', 'vet-usable']);
    const bytes = await samples[0].load();
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');

    await expect(exportDataset({ db: t.db, storage: photoStorage(), dir })).rejects.toThrow(/not empty/);
  });
});
