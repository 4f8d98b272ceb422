import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { ownerWithScan, routedReferral, setConsent, usableGrade } from './clinic-grading-support.ts';
import { createClinic, signInClinicStaff } from './clinic-support.ts';
import { signInAdmin } from './vets-support.ts';

let t: TestApp;
let adminCookie: string;
let clinicId: string;
let otherClinicId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signInAdmin(t.app, t.db)).cookie;
  clinicId = (await createClinic(t.app, adminCookie)).id;
  otherClinicId = (await createClinic(t.app, adminCookie, { businessName: 'Other Vet' })).id;
});
afterAll(async () => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const grade = (scanId: string, cookie: string, payload: object = usableGrade) =>
  t.app.inject({ method: 'POST', url: `/api/clinic/grading/${scanId}`, headers: { cookie }, payload });
const queueIds = async (cookie: string) =>
  ((await get('/api/clinic/grading', cookie)).json().items as { scanId: string }[]).map((i) => i.scanId);

describe('research consent', () => {
  it('is off by default and the owner can turn it on and off', async () => {
    const owner = await signUpUser(t.app);
    expect((await get('/api/account/research-consent', owner.cookie)).json()).toEqual({ isGranted: false });
    await setConsent(t.app, owner.cookie, true);
    expect((await get('/api/account/research-consent', owner.cookie)).json()).toEqual({ isGranted: true });
    await setConsent(t.app, owner.cookie, false);
    expect((await get('/api/account/research-consent', owner.cookie)).json()).toEqual({ isGranted: false });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/account/research-consent',
      headers: { cookie: owner.cookie },
      payload: { isGranted: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ url: '/api/account/research-consent' })).statusCode).toBe(401);
  });
});

describe('the grading queue and view', () => {
  it('lists opted-in and shared scans only; others are 404 to the grading view', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const consented = await ownerWithScan(t.app, t.db, { consent: true });
    const private_ = await ownerWithScan(t.app, t.db);
    const shared = await ownerWithScan(t.app, t.db);
    await routedReferral(t.db, {
      scanId: shared.scan.id,
      userId: shared.userId,
      partnerId: clinicId,
      shareScan: true,
    });
    const unshared = await ownerWithScan(t.app, t.db);
    await routedReferral(t.db, {
      scanId: unshared.scan.id,
      userId: unshared.userId,
      partnerId: clinicId,
      shareScan: false,
    });
    const elsewhere = await ownerWithScan(t.app, t.db);
    await routedReferral(t.db, {
      scanId: elsewhere.scan.id,
      userId: elsewhere.userId,
      partnerId: otherClinicId,
      shareScan: true,
    });
    const noPhoto = await ownerWithScan(t.app, t.db, { consent: true, scan: { image_key: null } });
    const declined = await ownerWithScan(t.app, t.db);
    const declinedId = await routedReferral(t.db, {
      scanId: declined.scan.id,
      userId: declined.userId,
      partnerId: clinicId,
      shareScan: true,
    });
    await t.db.updateTable('referrals').set({ status: 'declined' }).where('id', '=', declinedId).execute();

    const queue = await get('/api/clinic/grading', vet.cookie);
    expect(queue.statusCode).toBe(200);
    const items = queue.json().items as { scanId: string; via: string }[];
    expect(items.find((i) => i.scanId === consented.scan.id)?.via).toBe('consent');
    expect(items.find((i) => i.scanId === shared.scan.id)?.via).toBe('referral');
    for (const hidden of [private_, unshared, elsewhere, noPhoto, declined]) {
      expect(items.map((i) => i.scanId)).not.toContain(hidden.scan.id);
      expect((await get(`/api/clinic/grading/${hidden.scan.id}`, vet.cookie)).statusCode).toBe(404);
    }
    expect((await get('/api/clinic/grading/no-such-scan', vet.cookie)).statusCode).toBe(404);
  });

  it('never carries the analyser result in the view, and writes an audit row', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const { scan } = await ownerWithScan(t.app, t.db, { consent: true });
    const view = await get(`/api/clinic/grading/${scan.id}`, vet.cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      scanId: scan.id,
      species: 'dog',
      takenAt: scan.created_at,
      imageUrl: `/media/scans/${scan.id}/photo`,
      mediumImageUrl: null,
      via: 'consent',
      gradedAt: null,
      result: null,
    });
    for (const word of ['gingival', 'calculus', 'status', 'finding', 'overlay', 'inflamed', 'severity']) {
      expect(view.body.toLowerCase()).not.toContain(word);
    }
    const log = await t.db.selectFrom('scan_access_log').selectAll().where('scan_id', '=', scan.id).execute();
    expect(log).toEqual([
      expect.objectContaining({
        viewer_user_id: vet.userId,
        viewer_email: vet.email,
        partner_id: clinicId,
        referral_id: null,
        purpose: 'grading',
        kind: 'view',
        shows_analyser: 0,
      }),
    ]);
  });

  it('shuts out the staff of a clinic deactivated after they signed in', async () => {
    const clinic = await createClinic(t.app, adminCookie, { businessName: 'Soon Closed Vet' });
    const vet = await signInClinicStaff(t.app, t.db, clinic.id);
    const { scan } = await ownerWithScan(t.app, t.db, { consent: true });
    expect((await get(`/api/clinic/grading/${scan.id}`, vet.cookie)).statusCode).toBe(200);
    await t.db.updateTable('vet_partners').set({ status: 'inactive' }).where('id', '=', clinic.id).execute();
    expect((await get('/api/clinic/grading', vet.cookie)).statusCode).toBe(403);
    expect((await get(`/api/clinic/grading/${scan.id}`, vet.cookie)).statusCode).toBe(403);
    const refused = await grade(scan.id, vet.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This clinic's PawSmile account is not active.");
  });

  it('refuses owners, admins and guests', async () => {
    const owner = await signUpUser(t.app);
    expect((await get('/api/clinic/grading', owner.cookie)).statusCode).toBe(403);
    expect((await get('/api/clinic/grading', adminCookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/clinic/grading' })).statusCode).toBe(401);
  });

  it('refuses a caller who is not clinic staff before reading their grade', async () => {
    const owner = await signUpUser(t.app);
    const refused = await grade('any-scan', owner.cookie, { gingivalIndex: 9 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Clinic staff only.');
  });
});

describe('saving a grade', () => {
  it('reveals the analyser only in the answer and the graded view, once per vet', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const { scan } = await ownerWithScan(t.app, t.db, { consent: true });
    const saved = await grade(scan.id, vet.cookie);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      scanId: scan.id,
      grade: { gingivalIndex: 2, calculusIndex: 1, gumColour: 'red', isUsable: true, isBlind: true },
      analyser: {
        status: 'inflamed',
        severity: 'concerning',
        gingivalIndex: 2,
        calculusIndex: 1,
        findings: [expect.objectContaining({ code: 'gum_redness_margin' })],
        overlayUrl: `/media/scans/${scan.id}/overlay`,
        wasRefused: false,
      },
    });
    expect(await queueIds(vet.cookie)).not.toContain(scan.id);
    // Opened again, the view carries this vet's grade beside the reading, so a reload keeps the reveal.
    const view = (await get(`/api/clinic/grading/${scan.id}`, vet.cookie)).json();
    expect(view.gradedAt).toBe(saved.json().grade.createdAt);
    expect(view.result).toEqual(saved.json());

    const again = await grade(scan.id, vet.cookie, { ...usableGrade, gingivalIndex: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/already graded/),
    });

    // A colleague at the same clinic grades the same scan on their own.
    const colleague = await signInClinicStaff(t.app, t.db, clinicId);
    expect(await queueIds(colleague.cookie)).toContain(scan.id);
    expect((await grade(scan.id, colleague.cookie)).statusCode).toBe(201);
    const rows = await t.db.selectFrom('vet_grades').selectAll().where('scan_id', '=', scan.id).execute();
    expect(rows).toHaveLength(2);
  });

  it('marks a grade not blind when the vet had opened the referral view first', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const shared = await ownerWithScan(t.app, t.db);
    const referralId = await routedReferral(t.db, {
      scanId: shared.scan.id,
      userId: shared.userId,
      partnerId: clinicId,
      shareScan: true,
    });
    // The inbox's referral view shows the analyser's findings and logs the view (purpose 'referral').
    expect((await get(`/api/clinic/referrals/${referralId}`, vet.cookie)).statusCode).toBe(200);
    const view = await get(`/api/clinic/grading/${shared.scan.id}`, vet.cookie);
    expect(view.json().via).toBe('referral');
    const saved = await grade(shared.scan.id, vet.cookie);
    expect(saved.json().grade.isBlind).toBe(false);
    // The grading view showed nothing of the analyser; the save's answer did.
    const log = await t.db
      .selectFrom('scan_access_log')
      .select(['purpose', 'referral_id', 'shows_analyser'])
      .where('scan_id', '=', shared.scan.id)
      .where('purpose', '=', 'grading')
      .orderBy('created_at')
      .execute();
    expect(log).toEqual([
      { purpose: 'grading', referral_id: referralId, shows_analyser: 0 },
      { purpose: 'grading', referral_id: referralId, shows_analyser: 1 },
    ]);
  });

  it('answers 400 with clear messages on bad input', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const { scan } = await ownerWithScan(t.app, t.db, { consent: true });
    const cases: [object, string][] = [
      [{ ...usableGrade, gingivalIndex: 4 }, 'gingivalIndex'],
      [{ ...usableGrade, calculusIndex: 1.5 }, 'calculusIndex'],
      [{ ...usableGrade, gumColour: 'purple' }, 'gumColour'],
      [{ ...usableGrade, isUsable: 'yes' }, 'isUsable'],
      [{ ...usableGrade, note: 'x'.repeat(1001) }, 'note'],
      [{ ...usableGrade, gingivalIndex: null }, 'gingivalIndex'],
    ];
    for (const [payload, field] of cases) {
      const response = await grade(scan.id, vet.cookie, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.body).toContain(field);
    }
    // Empty indices are fine on a photo the vet calls unusable.
    const unusable = await grade(scan.id, vet.cookie, {
      gingivalIndex: null,
      calculusIndex: null,
      gumColour: 'normal',
      isUsable: false,
    });
    expect(unusable.statusCode).toBe(201);
    expect(unusable.json().grade).toMatchObject({ gingivalIndex: null, note: '' });
  });

  it('hides the scan at once when the owner withdraws consent', async () => {
    const vet = await signInClinicStaff(t.app, t.db, clinicId);
    const owner = await ownerWithScan(t.app, t.db, { consent: true });
    expect(await queueIds(vet.cookie)).toContain(owner.scan.id);
    await setConsent(t.app, owner.cookie, false);
    expect(await queueIds(vet.cookie)).not.toContain(owner.scan.id);
    expect((await get(`/api/clinic/grading/${owner.scan.id}`, vet.cookie)).statusCode).toBe(404);
    expect((await grade(owner.scan.id, vet.cookie)).statusCode).toBe(404);
    expect((await get(`/media/scans/${owner.scan.id}/photo`, vet.cookie)).statusCode).toBe(404);
  });
});
