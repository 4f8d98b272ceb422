import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { partnerInput, signInAdmin } from './vets-support.ts';

let t: TestApp;
let memberCookie: string;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  memberCookie = (await signUpUser(t.app)).cookie;
  adminCookie = (await signInAdmin(t.app, t.db)).cookie;
});
afterAll(async () => t.close());

const ID = '00000000-0000-4000-8000-000000000000';

/** Every admin endpoint, with a body that would be valid, so only the permission can refuse it. */
const ADMIN_ENDPOINTS: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/audit-log' },
  { method: 'GET', url: '/api/admin/analytics' },
  { method: 'GET', url: '/api/admin/revenue' },
  { method: 'GET', url: '/api/admin/payments' },
  { method: 'POST', url: `/api/admin/payments/${ID}/refund` },
  { method: 'GET', url: '/api/admin/vet-partners' },
  { method: 'GET', url: '/api/vet-referral-waitlist' },
  { method: 'GET', url: '/api/referrals' },
  { method: 'GET', url: `/api/referrals/${ID}` },
  { method: 'GET', url: `/api/referrals/${ID}/candidates` },
  { method: 'POST', url: `/api/referrals/${ID}/route`, payload: { partnerId: ID } },
  { method: 'POST', url: `/api/referrals/${ID}/status`, payload: { status: 'contacted' } },
  { method: 'POST', url: '/api/vet-partners', payload: partnerInput() },
  { method: 'PATCH', url: `/api/vet-partners/${ID}`, payload: { status: 'paused' } },
  { method: 'DELETE', url: `/api/vet-partners/${ID}` },
  { method: 'POST', url: `/api/vet-partners/${ID}/approve` },
  { method: 'POST', url: `/api/vet-partners/${ID}/reject`, payload: { reason: 'No licence' } },
];

describe.each(ADMIN_ENDPOINTS)('$method $url', ({ method, url, payload }) => {
  it('answers 403 FORBIDDEN to a guest and to a member, and lets an admin through', async () => {
    for (const headers of [{}, { cookie: memberCookie }]) {
      const response = await t.app.inject({ method, url, payload, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const asAdmin = await t.app.inject({ method, url, payload, headers: { cookie: adminCookie } });
    expect(asAdmin.statusCode).not.toBe(403);
    expect(asAdmin.statusCode).toBeLessThan(500);
  });
});

it('refuses a member before reading a malformed body', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vet-partners',
    payload: { businessName: '' },
    headers: { cookie: memberCookie },
  });
  expect(response.statusCode).toBe(403);
});
