import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStorage } from '#server/adapters/storage/create-photo-storage.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { scanStorageKeys } from '#server/services/scans/scan-storage-keys.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { ownerWithScan, routedReferral, setConsent, usableGrade } from './clinic-grading-support.ts';
import { createClinic, signInClinicStaff } from './clinic-support.ts';
import { addPet } from './pets-support.ts';
import { setPlan } from './scans-support.ts';
import { signInAdmin } from './vets-support.ts';

/**
 * The scan access log and the blind flag (docs/product-rules.md#vet-grading-and-consent): every photo
 * or overlay served to clinic staff writes a row, and a grade is blind only if that vet was never
 * served any of the analyser's output for the scan, the overlay included.
 */
let t: TestApp;
let clinicId: string;
let otherClinicId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t.app, t.db);
  clinicId = (await createClinic(t.app, admin.cookie)).id;
  otherClinicId = (await createClinic(t.app, admin.cookie, { businessName: 'Other Vet' })).id;
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const grade = (scanId: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clinic/grading/${scanId}`,
    headers: { cookie },
    payload: usableGrade,
  });
/**
 * The scan's log rows in a fixed order: rows written within one millisecond share a timestamp, so the
 * tests compare them as a set.
 */
async function accessRows(scanId: string) {
  const rows = await t.db
    .selectFrom('scan_access_log')
    .select(['viewer_user_id', 'partner_id', 'referral_id', 'purpose', 'kind', 'shows_analyser'])
    .where('scan_id', '=', scanId)
    .execute();
  return sorted(rows);
}
const linkRows = (rows: { purpose: string; kind: string; shows_analyser: number }[]) =>
  sorted(rows.map((row) => [row.purpose, row.kind, row.shows_analyser]));
function sorted<T>(rows: T[]): T[] {
  return rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** Every image of the scan really stored, so the media routes can answer 200. */
async function storeImages(scan: ScanRow): Promise<ScanRow> {
  const keys = scanStorageKeys(scan.id);
  await t.db
    .updateTable('scans')
    .set({ medium_key: keys.medium, thumb_key: keys.thumb })
    .where('id', '=', scan.id)
    .execute();
  const storage = await createPhotoStorage(t.config.storage);
  await storage.put(scan.image_key ?? '', Buffer.from('photo'), 'image/jpeg');
  await storage.put(keys.medium, Buffer.from('medium'), 'image/jpeg');
  await storage.put(keys.thumb, Buffer.from('thumb'), 'image/webp');
  await storage.put(scan.overlay_key ?? '', Buffer.from('overlay'), 'image/png');
  return { ...scan, medium_key: keys.medium, thumb_key: keys.thumb };
}

/** An owner's scan with its images stored, shared with the clinic on a referral routed there. */
async function sharedScan() {
  const owner = await ownerWithScan(t.app, t.db);
  const scan = await storeImages(owner.scan);
  const referralId = await routedReferral(t.db, {
    scanId: scan.id,
    userId: owner.userId,
    partnerId: clinicId,
    shareScan: true,
  });
  return { owner, scan, referralId };
}

describe('the access log', () => {
  it('writes a row for every photo or overlay served to clinic staff, and none for a refusal', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const { owner, scan, referralId } = await sharedScan();
    for (const kind of ['photo', 'medium', 'thumb', 'overlay']) {
      expect((await get(`/media/scans/${scan.id}/${kind}`, vet.cookie)).statusCode, kind).toBe(200);
    }
    const served = { viewer_user_id: vet.userId, partner_id: clinicId, referral_id: referralId };
    expect(await accessRows(scan.id)).toEqual(
      sorted([
        { ...served, purpose: 'referral', kind: 'photo', shows_analyser: 0 },
        { ...served, purpose: 'referral', kind: 'medium', shows_analyser: 0 },
        { ...served, purpose: 'referral', kind: 'thumb', shows_analyser: 0 },
        { ...served, purpose: 'referral', kind: 'overlay', shows_analyser: 1 },
      ]),
    );

    // Nothing served, nothing logged: an unknown kind, another clinic's staff, the owner themselves.
    expect((await get(`/media/scans/${scan.id}/original`, vet.cookie)).statusCode).toBe(404);
    const stranger = await signInClinicStaff(t.app, t.db, otherClinicId);
    expect((await get(`/media/scans/${scan.id}/photo`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/media/scans/${scan.id}/photo`, owner.cookie)).statusCode).toBe(200);
    expect(await accessRows(scan.id)).toHaveLength(4);
  });

  it('logs an opted-in scan’s photo for grading, and keeps its overlay closed until the vet graded', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const { scan: seeded } = await ownerWithScan(t.app, t.db, { consent: true });
    const scan = await storeImages(seeded);
    expect((await get(`/media/scans/${scan.id}/photo`, vet.cookie)).statusCode).toBe(200);
    expect((await get(`/media/scans/${scan.id}/overlay`, vet.cookie)).statusCode).toBe(404);
    expect(await accessRows(scan.id)).toEqual([
      {
        viewer_user_id: vet.userId,
        partner_id: clinicId,
        referral_id: null,
        purpose: 'grading',
        kind: 'photo',
        shows_analyser: 0,
      },
    ]);
  });
});

describe('the blind flag', () => {
  it('stores a grade as not blind when the vet had opened the scan’s overlay', async () => {
    const { scan } = await sharedScan();
    // One vet only sees the photo to grade; a colleague also opens the overlay URL first.
    const blind = await signInClinicStaff(t.app, t.db, clinicId);
    expect((await get(`/api/clinic/grading/${scan.id}`, blind.cookie)).statusCode).toBe(200);
    expect((await get(`/media/scans/${scan.id}/medium`, blind.cookie)).statusCode).toBe(200);
    const peeked = await signInClinicStaff(t.app, t.db, clinicId);
    expect((await get(`/api/clinic/grading/${scan.id}`, peeked.cookie)).statusCode).toBe(200);
    expect((await get(`/media/scans/${scan.id}/overlay`, peeked.cookie)).statusCode).toBe(200);

    const blindGrade = await grade(scan.id, blind.cookie);
    expect(blindGrade.statusCode).toBe(201);
    expect(blindGrade.json().grade.isBlind).toBe(true);
    const peekedGrade = await grade(scan.id, peeked.cookie);
    expect(peekedGrade.statusCode).toBe(201);
    expect(peekedGrade.json().grade.isBlind).toBe(false);
    const stored = await t.db
      .selectFrom('vet_grades')
      .select(['vet_user_id', 'is_blind'])
      .where('scan_id', '=', scan.id)
      .execute();
    expect(sorted(stored)).toEqual(
      sorted([
        { vet_user_id: blind.userId, is_blind: 1 },
        { vet_user_id: peeked.userId, is_blind: 0 },
      ]),
    );
  });

  it('keeps a blind grade blind when the vet opens the overlay of the reveal afterwards', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const { scan: seeded } = await ownerWithScan(t.app, t.db, { consent: true });
    const scan = await storeImages(seeded);
    const saved = await grade(scan.id, vet.cookie);
    expect(saved.json()).toMatchObject({
      grade: { isBlind: true },
      analyser: { status: 'inflamed', overlayUrl: `/media/scans/${scan.id}/overlay` },
    });
    expect((await get(`/media/scans/${scan.id}/overlay`, vet.cookie)).statusCode).toBe(200);
    const view = (await get(`/api/clinic/grading/${scan.id}`, vet.cookie)).json();
    expect(view.result).toEqual(saved.json());
    // The answer, the overlay and the graded view all carried the reading, after the grade.
    const rows = await accessRows(scan.id);
    expect(sorted(rows.map((row) => [row.kind, row.shows_analyser]))).toEqual(
      sorted([
        ['view', 1],
        ['overlay', 1],
        ['view', 1],
      ]),
    );
    // A colleague who has not graded it still cannot open the overlay.
    const colleague = await signInClinicStaff(t.app, t.db, clinicId);
    expect((await get(`/media/scans/${scan.id}/overlay`, colleague.cookie)).statusCode).toBe(404);
  });

  it('stores a grade as not blind when the vet had read the owner’s share link signed in', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const { owner, scan } = await sharedScan();
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/scans/${scan.id}/share`,
      headers: { cookie: owner.cookie },
    });
    const { shareId } = share.json();
    // A stranger's read is not logged; the signed-in vet's read of the link and its overlay are.
    expect((await get(`/api/share/${shareId}`)).statusCode).toBe(200);
    expect((await get(`/api/share/${shareId}`, vet.cookie)).statusCode).toBe(200);
    expect((await get(`/media/share/${shareId}/overlay`, vet.cookie)).statusCode).toBe(200);
    expect(linkRows(await accessRows(scan.id))).toEqual([
      ['owner_link', 'overlay', 1],
      ['owner_link', 'view', 1],
    ]);
    expect((await grade(scan.id, vet.cookie)).json().grade.isBlind).toBe(false);
  });

  it('stores a grade as not blind when the vet had read the pet’s vet report link signed in', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const owner = await signUpUser(t.app);
    await setPlan(t.db, owner.userId, 'plus_active');
    await setConsent(t.app, owner.cookie, true);
    const pet = (await addPet(t.app, owner.cookie, { name: 'Rex' })).json();
    const scan = await storeImages(await seedScan(t.db, { userId: owner.userId }, { pet_id: pet.id }));
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${pet.id}/vet-report-links`,
      headers: { cookie: owner.cookie },
    });
    const token = String(link.json().url).split('/vet-report/')[1];
    expect((await get(`/api/vet-report/${token}`, vet.cookie)).statusCode).toBe(200);
    expect((await get(`/media/vet-report/${token}/scans/${scan.id}/photo`, vet.cookie)).statusCode).toBe(200);
    expect(linkRows(await accessRows(scan.id))).toEqual([
      ['owner_link', 'photo', 0],
      ['owner_link', 'view', 1],
    ]);
    expect((await grade(scan.id, vet.cookie)).json().grade.isBlind).toBe(false);
  });
});
