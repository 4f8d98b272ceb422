import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { partnerInput, registration, signInAdmin } from './vets-support.ts';

let t: TestApp;
let admin: { cookie: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

const countRows = async (table: 'users' | 'referrals') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/admin/stats', () => {
  it('equals the real counts, and follows new rows', async () => {
    const before = (await asAdmin('GET', '/api/admin/stats')).json();
    const member = await signUpUser(t.app);
    await seedScan(t.db, { userId: member.userId });
    await seedScan(t.db, { userId: member.userId });
    await seedScan(t.db, { userId: member.userId }, { state: 'reserved' }); // still analysing: not a scan yet
    await t.app.inject({
      method: 'POST',
      url: '/api/vet-referral-waitlist',
      payload: { email: uniqueEmail(), location: 'Austin, TX' },
    });
    await asAdmin('POST', '/api/vet-partners', partnerInput());
    await t.app.inject({ method: 'POST', url: '/api/vet-partners/register', payload: registration() }); // pending: not a partner yet

    const after = (await asAdmin('GET', '/api/admin/stats')).json();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 1,
      totalScans: before.totalScans + 2,
      totalReferrals: before.totalReferrals + 1,
      totalPartners: before.totalPartners + 1,
      declinedReferrals: before.declinedReferrals,
    });
    // The partner's contact got a clinic staff account (an invite); staff are not counted as users.
    const staff = await t.db.selectFrom('users').select('id').where('role', '=', 'vet').execute();
    expect(after.totalUsers).toBe((await countRows('users')) - staff.length);
    expect(after.totalReferrals).toBe(await countRows('referrals'));
  });
});

describe('GET /api/admin/audit-log', () => {
  it('records who did what to which partner, newest first', async () => {
    const created = (
      await asAdmin('POST', '/api/vet-partners', partnerInput({ businessName: 'Audit Vet' }))
    ).json();
    await asAdmin('PATCH', `/api/vet-partners/${created.id}`, { status: 'paused' });
    await asAdmin('DELETE', `/api/vet-partners/${created.id}`);
    const log = (await asAdmin('GET', '/api/admin/audit-log?limit=3')).json();
    expect(log.items.map((e: { action: string }) => e.action)).toEqual([
      'partner.delete',
      'partner.status',
      'partner.create',
    ]);
    expect(log.items[0]).toMatchObject({
      adminEmail: admin.email,
      targetType: 'partner',
      targetId: created.id,
    });
    expect(log.items[1].summary).toContain('Audit Vet from active to paused');
    expect(log.total).toBeGreaterThanOrEqual(3);
  });

  it('writes nothing for a refused or failed change', async () => {
    const before = (await asAdmin('GET', '/api/admin/audit-log')).json().total;
    await asAdmin('DELETE', '/api/vet-partners/does-not-exist');
    await asAdmin('POST', '/api/vet-partners', { businessName: '' });
    expect((await asAdmin('GET', '/api/admin/audit-log')).json().total).toBe(before);
  });
});

describe('GET /api/admin/analytics', () => {
  it('counts events per day with zeros filled, and gives both funnels', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        events: [
          { name: 'landing_page_scan' },
          { name: 'landing_page_scan' },
          { name: 'scan_completed', props: { severity: 'normal' } },
          { name: 'page_view' },
        ],
      },
    });
    const report = (await asAdmin('GET', '/api/admin/analytics?days=7')).json();
    expect(report.days).toHaveLength(7);
    const today = report.days[report.days.length - 1];
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today.counts).toMatchObject({
      landing_page_scan: 2,
      scan_completed: 1,
      page_view: 1,
      vet_finder_used: 0,
    });
    expect(report.days[0].counts.landing_page_scan).toBe(0);
    // The funnels count visitors, guests and members, not these events (tests/api/admin-funnel.test.ts).
    expect(report.funnels.guests.map((step: { step: string }) => step.step)).toEqual([
      'landing_visit',
      'guest_scan',
      'signup',
      'plus',
    ]);
    expect(report.funnels.members.map((step: { step: string }) => step.step)).toEqual([
      'new_member',
      'member_scan',
      'plus',
    ]);
  });
});

describe('GET /api/admin/revenue', () => {
  it('says there is no data while no subscription was ever recorded', async () => {
    const empty = (await asAdmin('GET', '/api/admin/revenue')).json();
    expect(empty).toMatchObject({ hasData: false, mrrCents: 0, activeByInterval: { monthly: 0, yearly: 0 } });
  });
});
