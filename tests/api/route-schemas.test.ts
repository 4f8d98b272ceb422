import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '#server/services/admin/create-admin.ts';
import { seedScan } from '../setup/seed.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';

/** Every route declares its input and output with the contracts in common/contracts (server/plugins/typed-routes.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('route schemas', () => {
  it('answers a body that breaks its contract with every problem, each at its dotted path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        events: [{ name: 'page_view' }, { name: 'nope' }, { name: 'scan_started', props: { colour: 'red' } }],
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Unknown event name' });
    expect(body.issues).toEqual([
      { path: 'events.1.name', message: 'Unknown event name' },
      { path: 'events.2.props', message: 'scan_started takes only method, user_type; not colour' },
    ]);
    expect(body.requestId).toEqual(expect.any(String));
  });

  it('validates a query string by its contract, and refuses a signed-out caller before looking at it', async () => {
    const member = await signUpUser(t.app);
    const bad = await t.app.inject({ url: '/api/scans?limit=500', headers: { cookie: member.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'limit', message: expect.any(String) }]);
    expect((await t.app.inject({ url: '/api/scans?limit=500' })).statusCode).toBe(401);
    const nameWithoutSession = await t.app.inject({ method: 'PATCH', url: '/api/account/name', payload: {} });
    expect(nameWithoutSession.statusCode).toBe(401);
  });

  it('reads the referral list limit by its contract: the default when unreadable, at most 500', async () => {
    const email = uniqueEmail('admin');
    await createAdmin({ db: t.db, email, password: 'admin-pass' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'admin-pass' },
    });
    const cookie = cookieHeader(login);
    for (const limit of ['abc', '0', '2.5', '100000']) {
      const response = await t.app.inject({ url: `/api/referrals?limit=${limit}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers a stored scan that breaks the contract with a logged 500, never a malformed result', async () => {
    const member = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: member.userId }, { findings: '[{"code":"x"}]' });
    const response = await t.app.inject({ url: `/api/scans/${scan.id}`, headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Internal error.',
      requestId: expect.any(String),
    });
  });
});
