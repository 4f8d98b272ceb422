import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPartner } from '#common/contracts/vet-partners.ts';
import { createPhotoStorage } from '#server/adapters/storage/create-photo-storage.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { createClinic, signInClinicStaff } from './clinic-support.ts';
import { signInAdmin } from './vets-support.ts';

type Staff = Awaited<ReturnType<typeof signInClinicStaff>>;

let t: TestApp;
let admin: { cookie: string; email: string };
let clinicA: TAdminPartner;
let clinicB: TAdminPartner;
let staffA: Staff;
let staffB: Staff;
let owner: { cookie: string; email: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  clinicA = await createClinic(t.app, admin.cookie, {
    businessName: 'Austin Pet Dental',
    commissionRate: 18,
  });
  clinicB = await createClinic(t.app, admin.cookie, { businessName: 'Other Clinic' });
  staffA = await signInClinicStaff(t.app, t.db, clinicA.id);
  staffB = await signInClinicStaff(t.app, t.db, clinicB.id);
  owner = await signUpUser(t.app, { firstName: 'Maria', lastName: 'Lopez' });
});
afterAll(async () => t.close());

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

/** An owner's scan with its photo and overlay really stored, so the media routes can answer 200. */
async function ownersScan(): Promise<ScanRow> {
  const scan = await seedScan(t.db, { userId: owner.userId }, { status: 'pale', severity: 'urgent' });
  const storage = await createPhotoStorage(t.config.storage);
  await storage.put(scan.image_key ?? '', Buffer.from('photo-bytes'), 'image/jpeg');
  await storage.put(scan.overlay_key ?? '', Buffer.from('overlay-bytes'), 'image/png');
  return scan;
}

/** The owner asks for a referral for the scan, and the admin routes it to `partnerId`. */
async function routedReferral(options: { share: boolean; partnerId?: string }) {
  const scan = await ownersScan();
  const join = await call(owner.cookie, 'POST', '/api/vet-referral-waitlist', {
    email: owner.email,
    location: 'Austin, TX',
    petName: 'Rex',
    petAge: '7',
    petBreed: 'Beagle',
    concern: 'His gums look pale since Sunday.',
    scanId: scan.id,
    shareScanWithClinic: options.share,
  });
  expect(join.statusCode).toBe(201);
  const id: string = join.json().id;
  const route = await call(admin.cookie, 'POST', `/api/referrals/${id}/route`, {
    partnerId: options.partnerId ?? clinicA.id,
  });
  expect(route.statusCode).toBe(200);
  return { id, scan };
}

/** A move from a page that shows the referral routed. */
const fromRouted = (status: string, reason?: string) => ({ status, fromStatus: 'routed', reason });

const mails = (to: string) =>
  t.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', to).orderBy('created_at').execute();
const accessRows = (scanId: string) =>
  t.db.selectFrom('scan_access_log').selectAll().where('scan_id', '=', scanId).execute();

describe('routing tells the clinic', () => {
  it('marks the referral routed and mails the clinic a link, without the photo or the owner contact', async () => {
    const { id } = await routedReferral({ share: true });
    const detail = await call(admin.cookie, 'GET', `/api/referrals/${id}`);
    expect(detail.json().entry).toMatchObject({ status: 'routed', partnerId: clinicA.id });
    const mail = (await mails(clinicA.email)).find((m) => m.kind === 'clinic_referral_routed');
    expect(mail?.subject).toBe('New referral: urgent, Rex, 7-year-old Beagle, Austin TX');
    expect(mail?.body_text).toContain(`/clinic/referrals/${id}`);
    expect(mail?.body_text).not.toContain(owner.email);
    expect(mail?.body_text).not.toContain('/media/');
    const ownerMail = (await mails(owner.email)).find((m) => m.kind === 'referral_routed');
    expect(ownerMail?.body_text).toContain('The clinic knows you may get in touch');
  });
});

describe('the inbox', () => {
  it("lists only the caller's clinic referrals, newest first, with a status filter", async () => {
    const first = await routedReferral({ share: false });
    const second = await routedReferral({ share: true });
    const list = await call(staffA.cookie, 'GET', '/api/clinic/referrals?limit=2');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(body.items[0]).toMatchObject({
      status: 'routed',
      urgencyLevel: 'high',
      hasSharedScan: true,
      pet: { name: 'Rex', age: '7 years', breed: 'Beagle' },
    });
    expect(body.items[1].hasSharedScan).toBe(false);
    const other = (await call(staffB.cookie, 'GET', '/api/clinic/referrals')).json();
    expect(other.items.map((item: { id: string }) => item.id)).not.toContain(first.id);
    const booked = (await call(staffA.cookie, 'GET', '/api/clinic/referrals?status=booked')).json();
    expect(booked.items.every((item: { status: string }) => item.status === 'booked')).toBe(true);
    expect((await call(staffA.cookie, 'GET', '/api/clinic/referrals?status=bogus')).statusCode).toBe(400);
  });

  it('shows a shared scan with its photo to the clinic, and writes an audit row per view', async () => {
    const { id, scan } = await routedReferral({ share: true });
    const detail = await call(staffA.cookie, 'GET', `/api/clinic/referrals/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'routed',
      owner: { name: 'Maria Lopez', email: owner.email, location: 'Austin, TX' },
      pet: { name: 'Rex', age: '7 years', breed: 'Beagle' },
      concern: 'His gums look pale since Sunday.',
      nextStatuses: ['contacted', 'booked', 'declined'],
      scan: { id: scan.id, imageUrl: `/media/scans/${scan.id}/photo`, status: 'pale', gingivalIndex: 2 },
    });
    await call(staffA.cookie, 'GET', `/api/clinic/referrals/${id}`);
    const rows = await accessRows(scan.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      viewer_user_id: staffA.userId,
      viewer_email: staffA.email,
      partner_id: clinicA.id,
      referral_id: id,
      purpose: 'referral',
    });
    expect((await call(staffA.cookie, 'GET', `/media/scans/${scan.id}/photo`)).statusCode).toBe(200);
    expect((await call(staffA.cookie, 'GET', `/media/scans/${scan.id}/overlay`)).statusCode).toBe(200);
  });

  it("describes the pet from the scan's pet record when there is one", async () => {
    const petId = newId();
    await t.db
      .insertInto('pets')
      .values({
        id: petId,
        user_id: owner.userId,
        name: 'Luna',
        species: 'cat',
        breed: 'Maine Coon',
        birth_date: '2020-01-15',
        is_birth_date_estimated: 0,
        photo_key: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const scan = await seedScan(t.db, { userId: owner.userId }, { pet_id: petId, species: 'cat' });
    const join = await call(owner.cookie, 'POST', '/api/vet-referral-waitlist', {
      email: owner.email,
      location: 'Austin, TX',
      scanId: scan.id,
    });
    const id: string = join.json().id;
    await call(admin.cookie, 'POST', `/api/referrals/${id}/route`, { partnerId: clinicA.id });
    const detail = (await call(staffA.cookie, 'GET', `/api/clinic/referrals/${id}`)).json();
    expect(detail.pet).toMatchObject({ name: 'Luna', species: 'cat', breed: 'Maine Coon' });
    expect(detail.pet.age).toMatch(/^\d+ years$/);
    expect(detail.scan).toBeNull();
  });

  it("answers 404 to another clinic, for the referral, its scan's photo and a status move", async () => {
    const { id, scan } = await routedReferral({ share: true });
    const missing = await call(staffB.cookie, 'GET', '/api/clinic/referrals/no-such-referral');
    const foreign = await call(staffB.cookie, 'GET', `/api/clinic/referrals/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(missing.json().message);
    expect((await call(staffB.cookie, 'GET', `/media/scans/${scan.id}/photo`)).statusCode).toBe(404);
    const move = await call(staffB.cookie, 'POST', `/api/clinic/referrals/${id}/status`, {
      status: 'contacted',
      fromStatus: 'routed',
    });
    expect(move.statusCode).toBe(404);
    expect(await accessRows(scan.id)).toHaveLength(0);
  });

  it('keeps a scan the owner did not share hidden from the clinic', async () => {
    const { id, scan } = await routedReferral({ share: false });
    const detail = await call(staffA.cookie, 'GET', `/api/clinic/referrals/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().scan).toBeNull();
    expect(detail.body).not.toContain(scan.id);
    expect((await call(staffA.cookie, 'GET', `/media/scans/${scan.id}/photo`)).statusCode).toBe(404);
    expect(await accessRows(scan.id)).toHaveLength(0);
  });

  it('closes the scan to the clinic when an admin cancels the referral', async () => {
    const { id, scan } = await routedReferral({ share: true });
    const cancelled = await call(admin.cookie, 'POST', `/api/referrals/${id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    const detail = (await call(staffA.cookie, 'GET', `/api/clinic/referrals/${id}`)).json();
    expect(detail).toMatchObject({ status: 'cancelled', scan: null, nextStatuses: [] });
    expect((await call(staffA.cookie, 'GET', `/media/scans/${scan.id}/photo`)).statusCode).toBe(404);
    const listed = (await call(staffA.cookie, 'GET', '/api/clinic/referrals?status=cancelled')).json();
    expect(listed.items.find((item: { id: string }) => item.id === id)?.hasSharedScan).toBe(false);
  });

  it('refuses owners and admins: the inbox is for clinic staff', async () => {
    expect((await call(owner.cookie, 'GET', '/api/clinic/referrals')).statusCode).toBe(403);
    expect((await call(admin.cookie, 'GET', '/api/clinic/referrals')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/clinic/referrals' })).statusCode).toBe(401);
  });
});

describe("the clinic's moves", () => {
  it('moves through contacted, booked and completed, mailing the owner and recording the commission', async () => {
    const { id } = await routedReferral({ share: true });
    const move = (fromStatus: string, status: string) =>
      call(staffA.cookie, 'POST', `/api/clinic/referrals/${id}/status`, { status, fromStatus });
    expect((await move('routed', 'completed')).statusCode).toBe(409);
    expect((await move('routed', 'contacted')).json().status).toBe('contacted');
    expect((await move('contacted', 'booked')).json().nextStatuses).toEqual(['completed', 'declined']);
    const completed = await move('booked', 'completed');
    expect(completed.statusCode).toBe(200);
    expect(completed.json().history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'routed',
      'contacted',
      'booked',
      'completed',
    ]);
    // The clinic sees its own staff by e-mail and the admin's routing step as PawSmile's.
    expect(completed.json().history.map((h: { changedBy: string }) => h.changedBy)).toEqual([
      'PawSmile',
      staffA.email,
      staffA.email,
      staffA.email,
    ]);
    const entry = (await call(admin.cookie, 'GET', `/api/referrals/${id}`)).json();
    expect(entry.entry).toMatchObject({ status: 'completed', commissionRate: 18 });
    expect(entry.history.slice(1).every((h: { changedBy: string }) => h.changedBy === staffA.email)).toBe(
      true,
    );
    const kinds = (await mails(owner.email)).map((m) => m.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['referral_contacted', 'referral_booked', 'referral_completed']),
    );
  });

  it('lets exactly one of two staff apply the same move', async () => {
    const { id } = await routedReferral({ share: false });
    const second = await signInClinicStaff(t.app, t.db, clinicA.id);
    const [a, b] = await Promise.all([
      call(staffA.cookie, 'POST', `/api/clinic/referrals/${id}/status`, fromRouted('booked')),
      call(second.cookie, 'POST', `/api/clinic/referrals/${id}/status`, fromRouted('booked')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const history = (await call(admin.cookie, 'GET', `/api/referrals/${id}`)).json().history;
    expect(history.filter((h: { toStatus: string }) => h.toStatus === 'booked')).toHaveLength(1);
  });

  it('answers 409 to a move from a page that shows an earlier status, saving and mailing nothing', async () => {
    const { id } = await routedReferral({ share: false });
    const url = `/api/clinic/referrals/${id}/status`;
    const colleague = await signInClinicStaff(t.app, t.db, clinicA.id);
    const declineMails = async () =>
      (await mails(owner.email)).filter((m) => m.kind === 'referral_declined').length;
    const declinesBefore = await declineMails();
    expect((await call(staffA.cookie, 'POST', url, fromRouted('contacted'))).statusCode).toBe(200);
    // The colleague's page still shows it routed.
    const stale = await call(colleague.cookie, 'POST', url, fromRouted('declined', 'Fully booked'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
    expect(stale.json().message).toMatch(/it is now marked contacted\. Nothing was saved/);
    const history = (await call(admin.cookie, 'GET', `/api/referrals/${id}`)).json().history;
    expect(history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['routed', 'contacted']);
    expect(await declineMails()).toBe(declinesBefore);

    // Refreshed, the page shows contacted, and the colleague's decline applies.
    const fresh = await call(colleague.cookie, 'POST', url, {
      status: 'declined',
      fromStatus: 'contacted',
      reason: 'Fully booked',
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().status).toBe('declined');
    expect(await declineMails()).toBe(declinesBefore + 1);
  });

  it('declines only with a reason; the owner hears another clinic will be found; the scan closes', async () => {
    const { id, scan } = await routedReferral({ share: true });
    const url = `/api/clinic/referrals/${id}/status`;
    const noReason = await call(staffA.cookie, 'POST', url, fromRouted('declined'));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('VALIDATION_FAILED');
    const tooLong = await call(staffA.cookie, 'POST', url, fromRouted('declined', 'x'.repeat(501)));
    expect(tooLong.statusCode).toBe(400);
    expect((await call(staffA.cookie, 'POST', url, fromRouted('cancelled'))).statusCode).toBe(400);
    expect((await call(staffA.cookie, 'POST', url, { status: 'contacted' })).statusCode).toBe(400);
    expect((await call(staffA.cookie, 'POST', url, {})).statusCode).toBe(400);

    const declined = await call(staffA.cookie, 'POST', url, fromRouted('declined', 'No dentist this month'));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', scan: null, nextStatuses: [] });
    expect(declined.json().history.at(-1)).toMatchObject({
      note: 'No dentist this month',
      changedBy: staffA.email,
    });
    const mail = (await mails(owner.email)).find((m) => m.kind === 'referral_declined');
    expect(mail?.body_text).toContain('another partner clinic');
    expect(mail?.body_text).not.toContain('No dentist this month');
    expect((await call(staffA.cookie, 'GET', `/media/scans/${scan.id}/photo`)).statusCode).toBe(404);

    // The admin routes it again, to another clinic, which now sees it; the first clinic no longer can act.
    const rerouted = await call(admin.cookie, 'POST', `/api/referrals/${id}/route`, {
      partnerId: clinicB.id,
    });
    expect(rerouted.json().entry.status).toBe('routed');
    expect((await call(staffB.cookie, 'GET', `/api/clinic/referrals/${id}`)).json().scan?.id).toBe(scan.id);
    expect((await call(staffA.cookie, 'GET', `/api/clinic/referrals/${id}`)).statusCode).toBe(404);
  });
});

describe('removed staff', () => {
  it('lose access at once, with the same cookie', async () => {
    const member = await signInClinicStaff(t.app, t.db, clinicA.id);
    const { id, scan } = await routedReferral({ share: true });
    expect((await call(member.cookie, 'GET', `/api/clinic/referrals/${id}`)).statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', member.userId).execute();
    expect((await call(member.cookie, 'GET', `/api/clinic/referrals/${id}`)).statusCode).toBe(401);
    expect((await call(member.cookie, 'GET', '/api/clinic/referrals')).statusCode).toBe(401);
    expect((await call(member.cookie, 'GET', `/media/scans/${scan.id}/photo`)).statusCode).toBe(404);
  });

  it('lose access when their clinic is deactivated', async () => {
    const clinic = await createClinic(t.app, admin.cookie, { businessName: 'Closing Clinic' });
    const member = await signInClinicStaff(t.app, t.db, clinic.id);
    const { id } = await routedReferral({ share: true, partnerId: clinic.id });
    expect((await call(member.cookie, 'GET', `/api/clinic/referrals/${id}`)).statusCode).toBe(200);
    await t.db.updateTable('vet_partners').set({ status: 'inactive' }).where('id', '=', clinic.id).execute();
    const refused = await call(member.cookie, 'GET', `/api/clinic/referrals/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This clinic's PawSmile account is not active.");
  });
});
