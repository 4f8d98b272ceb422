import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { partnerInput, signInAdmin } from './vets-support.ts';

let t: TestApp;
let admin: { cookie: string; email: string };
let nearPartner: { id: string; businessName: string };
let farPartner: { id: string };
let pausedPartner: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  const add = async (overrides: object) =>
    (await asAdmin('POST', '/api/vet-partners', partnerInput(overrides))).json();
  farPartner = await add({
    businessName: 'Salem Pet Dental',
    zipCode: '97301',
    city: 'Salem',
    commissionRate: 15,
  });
  nearPartner = await add({ businessName: 'Pearl District Vet', zipCode: '97209', commissionRate: 27 });
  pausedPartner = await add({ businessName: 'Paused Vet', zipCode: '97205', status: 'paused' });
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

async function joinWaitlist(location = 'Portland, OR') {
  const email = uniqueEmail('owner');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vet-referral-waitlist',
    payload: { email, location, petName: 'Pip' },
  });
  return { id: response.json().id as string, email };
}

const mailTo = (email: string) =>
  t.db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();

describe('routing a referral', () => {
  it('offers active partners nearest first from the entry location', async () => {
    const entry = await joinWaitlist('97201');
    const response = await asAdmin('GET', `/api/referrals/${entry.id}/candidates`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ unit: 'mi', isLocated: true });
    const ids = body.partners.map((p: { id: string }) => p.id);
    expect(ids.slice(0, 2)).toEqual([nearPartner.id, farPartner.id]);
    expect(ids).not.toContain(pausedPartner.id);
  });

  it('routes, then moves through booked and completed, mailing the owner and recording the commission', async () => {
    const entry = await joinWaitlist();
    const routed = await asAdmin('POST', `/api/referrals/${entry.id}/route`, { partnerId: nearPartner.id });
    expect(routed.statusCode).toBe(200);
    expect(routed.json().entry).toMatchObject({
      status: 'routed',
      partnerId: nearPartner.id,
      partnerName: 'Pearl District Vet',
    });
    const routedMail = (await mailTo(entry.email)).find((m) => m.kind === 'referral_routed');
    expect(routedMail?.body_text).toContain('Pearl District Vet');
    expect(routedMail?.body_text).toContain('503-555-0100');

    const booked = await asAdmin('POST', `/api/referrals/${entry.id}/status`, {
      status: 'booked',
      note: 'Tue 10:00',
    });
    expect(booked.json().entry.status).toBe('booked');
    const completed = await asAdmin('POST', `/api/referrals/${entry.id}/status`, { status: 'completed' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().entry).toMatchObject({
      status: 'completed',
      commissionRate: 27,
      completedAt: expect.any(String),
    });

    const history = completed.json().history;
    expect(
      history.map((h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}>${h.toStatus}`),
    ).toEqual(['pending>routed', 'routed>booked', 'booked>completed']);
    expect(history.every((h: { changedBy: string }) => h.changedBy === admin.email)).toBe(true);
    expect(history[1].note).toBe('Tue 10:00');
    const kinds = (await mailTo(entry.email)).map((m) => m.kind);
    expect(kinds).toEqual([
      'waitlist_confirmation',
      'referral_routed',
      'referral_booked',
      'referral_completed',
    ]);

    // Completed is final; a later rate change does not rewrite the recorded commission.
    expect(
      (await asAdmin('POST', `/api/referrals/${entry.id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(409);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/vet-partners/${nearPartner.id}`,
      headers: { cookie: admin.cookie },
      payload: partnerInput({ businessName: 'Pearl District Vet', zipCode: '97209', commissionRate: 40 }),
    });
    expect((await asAdmin('GET', `/api/referrals/${entry.id}`)).json().entry.commissionRate).toBe(27);
  });

  it('refuses moves the statuses do not allow, and booking before routing', async () => {
    const entry = await joinWaitlist();
    const skip = await asAdmin('POST', `/api/referrals/${entry.id}/status`, { status: 'completed' });
    expect(skip.statusCode).toBe(409);
    const unrouted = await asAdmin('POST', `/api/referrals/${entry.id}/status`, { status: 'booked' });
    expect(unrouted.statusCode).toBe(409);
    expect(unrouted.json().message).toContain('Route this referral');
    expect((await asAdmin('POST', `/api/referrals/${entry.id}/status`, { status: 'bogus' })).statusCode).toBe(
      400,
    );
    expect(
      (await asAdmin('POST', `/api/referrals/${entry.id}/route`, { partnerId: pausedPartner.id })).statusCode,
    ).toBe(409);
    expect(
      (await asAdmin('POST', '/api/referrals/nope/route', { partnerId: nearPartner.id })).statusCode,
    ).toBe(404);
  });

  it('cancels with a mail, and reopens a cancelled referral', async () => {
    const entry = await joinWaitlist();
    const cancelled = await asAdmin('POST', `/api/referrals/${entry.id}/status`, { status: 'cancelled' });
    expect(cancelled.json().entry.status).toBe('cancelled');
    expect((await mailTo(entry.email)).some((m) => m.kind === 'referral_cancelled')).toBe(true);
    const reopened = await asAdmin('POST', `/api/referrals/${entry.id}/status`, { status: 'pending' });
    expect(reopened.json().entry.status).toBe('pending');
  });

  it('lets only one of two admins apply the same change', async () => {
    const entry = await joinWaitlist();
    const [a, b] = await Promise.all([
      asAdmin('POST', `/api/referrals/${entry.id}/status`, { status: 'contacted' }),
      asAdmin('POST', `/api/referrals/${entry.id}/status`, { status: 'contacted' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const history = (await asAdmin('GET', `/api/referrals/${entry.id}`)).json().history;
    expect(history).toHaveLength(1);
  });
});

describe('paginated admin lists', () => {
  it('pages the waitlist and the referrals, newest first', async () => {
    const first = (await asAdmin('GET', '/api/vet-referral-waitlist?page=1&limit=2')).json();
    const second = (await asAdmin('GET', '/api/vet-referral-waitlist?page=2&limit=2')).json();
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(second.page).toBe(2);
    expect(second.items[0].id).not.toBe(first.items[1].id);
    expect(first.items[0].createdAt >= first.items[1].createdAt).toBe(true);
    const referrals = (await asAdmin('GET', '/api/referrals')).json();
    expect(referrals.limit).toBe(10);
    expect(referrals.total).toBe(first.total);
  });
});
