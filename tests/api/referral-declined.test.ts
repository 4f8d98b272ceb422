import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPartner } from '#common/contracts/vet-partners.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { createClinic, signInClinicStaff } from './clinic-support.ts';
import { signInAdmin } from './vets-support.ts';

let t: TestApp;
let admin: { cookie: string; email: string };
let clinic: TAdminPartner;
let otherClinic: TAdminPartner;
let staff: { cookie: string };
let owner: { cookie: string; email: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  clinic = await createClinic(t.app, admin.cookie, { businessName: 'Full Up Dental' });
  otherClinic = await createClinic(t.app, admin.cookie, { businessName: 'Second Try Vets' });
  staff = await signInClinicStaff(t.app, t.db, clinic.id);
  owner = await signUpUser(t.app, { firstName: 'Maria', lastName: 'Lopez' });
});
afterAll(async () => t.close());

const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const mailsTo = (to: string) =>
  t.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', to).orderBy('created_at').execute();

const declinedCount = async (): Promise<number> =>
  (await call(admin.cookie, 'GET', '/api/admin/stats')).json().declinedReferrals;

async function routedReferral(): Promise<string> {
  const scan = await seedScan(t.db, { userId: owner.userId }, { status: 'pale', severity: 'urgent' });
  const join = await call(owner.cookie, 'POST', '/api/vet-referrals', {
    email: owner.email,
    location: 'Austin, TX',
    petName: 'Rex',
    scanId: scan.id,
  });
  expect(join.statusCode).toBe(201);
  const id: string = join.json().id;
  const route = await call(admin.cookie, 'POST', `/api/admin/referrals/${id}/route`, {
    partnerId: clinic.id,
  });
  expect(route.statusCode).toBe(200);
  return id;
}

describe('a clinic declines a referral', () => {
  it('mails the admins a link to route it again and counts it as waiting until it is routed again', async () => {
    const id = await routedReferral();
    const before = await declinedCount();
    const decline = await call(staff.cookie, 'POST', `/api/clinic/referrals/${id}/status`, {
      status: 'declined',
      fromStatus: 'routed',
      reason: 'Fully booked this month',
    });
    expect(decline.statusCode).toBe(200);

    const notices = (await mailsTo(admin.email)).filter((mail) => mail.kind === 'referral_declined_admin');
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe(
      `[PawSmile] A clinic declined a referral: route it again (${id.slice(0, 8)})`,
    );
    expect(notices[0].body_text).toContain('Full Up Dental declined a vet referral.');
    expect(notices[0].body_text).toContain('Reason given: Fully booked this month');
    expect(notices[0].body_text).toContain(`Entry id: ${id}`);
    expect(notices[0].body_text).toMatch(/in the admin dashboard: http\S+\/admin/);
    // The admins' notice leaves the owner's contact details in the dashboard.
    expect(notices[0].body_text).not.toContain(owner.email);
    expect(await declinedCount()).toBe(before + 1);

    // Routed to another clinic, it no longer waits.
    const again = await call(admin.cookie, 'POST', `/api/admin/referrals/${id}/route`, {
      partnerId: otherClinic.id,
    });
    expect(again.statusCode).toBe(200);
    expect(await declinedCount()).toBe(before);
  });

  it('mails only ADMIN_NOTIFY_EMAIL when it is set', async () => {
    const notify = uniqueEmail('notify');
    const app = await createTestApp({ ADMIN_NOTIFY_EMAIL: notify });
    try {
      const boss = await signInAdmin(app.app, app.db);
      const partner = await createClinic(app.app, boss.cookie, { businessName: 'Notify Clinic' });
      const vet = await signInClinicStaff(app.app, app.db, partner.id);
      const join = await app.app.inject({
        method: 'POST',
        url: '/api/vet-referrals',
        payload: { email: uniqueEmail(), location: 'Austin, TX' },
      });
      const id: string = join.json().id;
      const headers = { cookie: boss.cookie };
      await app.app.inject({
        method: 'POST',
        url: `/api/admin/referrals/${id}/route`,
        headers,
        payload: { partnerId: partner.id },
      });
      const decline = await app.app.inject({
        method: 'POST',
        url: `/api/clinic/referrals/${id}/status`,
        headers: { cookie: vet.cookie },
        payload: { status: 'declined', fromStatus: 'routed', reason: 'No dentist this week' },
      });
      expect(decline.statusCode).toBe(200);
      const kinds = await app.db
        .selectFrom('outbox_emails')
        .select(['to_address', 'kind'])
        .where('kind', '=', 'referral_declined_admin')
        .execute();
      expect(kinds).toEqual([{ to_address: notify, kind: 'referral_declined_admin' }]);
    } finally {
      await app.close();
    }
  });

  it('does not alert the admins about the clinic’s other moves', async () => {
    const id = await routedReferral();
    const before = (await mailsTo(admin.email)).length;
    const moved = await call(staff.cookie, 'POST', `/api/clinic/referrals/${id}/status`, {
      status: 'contacted',
      fromStatus: 'routed',
    });
    expect(moved.statusCode).toBe(200);
    expect((await mailsTo(admin.email)).length).toBe(before);
  });
});

describe('the owner’s request says what happens about the confirmation mail', () => {
  it('queues the day’s first confirmation, says the next request of the day gets none, and a repeat is the same request', async () => {
    const email = uniqueEmail('owner');
    const first = await call(undefined, 'POST', '/api/vet-referrals', { email, location: 'Austin, TX' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ email, confirmationMail: 'queued' });

    // Another request from the same mailbox the same day: stored, but not confirmed again.
    const second = await call(undefined, 'POST', '/api/vet-referrals', {
      email: email.replace('@', '+pets@'),
      location: 'Austin, TX',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().confirmationMail).toBe('sent-earlier-today');
    const confirmations = await t.db
      .selectFrom('outbox_emails')
      .select('to_address')
      .where('kind', '=', 'waitlist_confirmation')
      .where('to_address', 'in', [email, email.replace('@', '+pets@')])
      .execute();
    expect(confirmations).toEqual([{ to_address: email }]);

    // The same address asking again about the same scan gets the first request back.
    const scan = await seedScan(t.db, { userId: owner.userId }, { status: 'pale', severity: 'urgent' });
    const body = { email: owner.email, location: 'Austin, TX', scanId: scan.id };
    const asked = await call(owner.cookie, 'POST', '/api/vet-referrals', body);
    expect(asked.statusCode).toBe(201);
    const repeat = await call(owner.cookie, 'POST', '/api/vet-referrals', body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ id: asked.json().id, confirmationMail: 'existing-request' });
  });
});
