import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { partnerInput, signInAdmin } from './vets-support.ts';

/**
 * The admin's referral URLs live under /api/admin/referrals; the URLs they had before (SPEC's
 * /api/vet-referral-waitlist and /api/referrals, and /api/referrals/:id/...) answer the same.
 */
let t: TestApp;
let admin: { cookie: string; email: string };
let partner: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  partner = (await asAdmin('POST', '/api/vet-partners', partnerInput({ zipCode: '97209' }))).json();
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

async function askAVet() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vet-referral-waitlist',
    payload: { email: uniqueEmail('owner'), location: 'Portland, OR', petName: 'Pip' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

describe('the admin referral URLs', () => {
  it('answers the lists, a detail and the candidates at the new URL exactly as at the old one', async () => {
    const id = await askAVet();
    for (const [url, alias] of [
      ['/api/admin/referrals?limit=10', '/api/referrals?limit=10'],
      ['/api/admin/referrals/entries?page=1&limit=20', '/api/vet-referral-waitlist?page=1&limit=20'],
      [`/api/admin/referrals/${id}`, `/api/referrals/${id}`],
      [`/api/admin/referrals/${id}/candidates`, `/api/referrals/${id}/candidates`],
    ]) {
      const [now, before] = await Promise.all([asAdmin('GET', url), asAdmin('GET', alias)]);
      expect(now.statusCode, url).toBe(200);
      expect(now.json(), url).toEqual(before.json());
    }
    const entries = (await asAdmin('GET', '/api/admin/referrals/entries')).json();
    expect(entries.items.map((entry: { id: string }) => entry.id)).toContain(id);
  });

  it('routes and moves a referral at the new URLs', async () => {
    const id = await askAVet();
    const routed = await asAdmin('POST', `/api/admin/referrals/${id}/route`, { partnerId: partner.id });
    expect(routed.statusCode).toBe(200);
    expect(routed.json().entry.status).toBe('routed');
    const booked = await asAdmin('POST', `/api/admin/referrals/${id}/status`, {
      status: 'booked',
      fromStatus: 'routed',
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().entry.status).toBe('booked');
  });

  it('answers 409 and saves nothing when the admin moves a referral from a page that showed an older status', async () => {
    const id = await askAVet();
    await asAdmin('POST', `/api/admin/referrals/${id}/route`, { partnerId: partner.id });
    const stale = await asAdmin('POST', `/api/admin/referrals/${id}/status`, {
      status: 'cancelled',
      fromStatus: 'pending',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    const detail = (await asAdmin('GET', `/api/admin/referrals/${id}`)).json();
    expect(detail.entry.status).toBe('routed');
    expect(detail.history).toHaveLength(1);
  });

  it('keeps the new URLs for admins only', async () => {
    const member = await signUpUser(t.app);
    for (const url of ['/api/admin/referrals', '/api/admin/referrals/entries']) {
      const guest = await t.app.inject({ url });
      const asMember = await t.app.inject({ url, headers: { cookie: member.cookie } });
      expect([guest.statusCode, asMember.statusCode], url).toEqual([403, 403]);
    }
  });
});
