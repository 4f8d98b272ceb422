import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { healthyMouth, storedFiles, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deleteAccount = (cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload });

describe('DELETE /api/account', () => {
  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/account', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong password and keeps everything', async () => {
    const member = await signUpUser(t.app, { password: 'right-pass' });
    const response = await deleteAccount(member.cookie, { password: 'wrong-pass' });
    expect(response.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(200);
  });

  it('erases the member, their scans, photos, their waitlist entries and sessions', async () => {
    const member = await signUpUser(t.app, { password: 'right-pass' });
    const upload = await uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
    expect(upload.statusCode).toBe(201);
    const scan = upload.json();
    await t.app.inject({
      method: 'POST',
      url: '/api/vet-referral-waitlist',
      headers: { cookie: member.cookie },
      payload: { email: member.email, location: 'Boise, ID' },
    });
    const storageDir = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
    const scanFiles = () => storedFiles(storageDir).filter((file) => file.includes(scan.id));
    expect(scanFiles().length).toBeGreaterThan(0);

    const response = await deleteAccount(member.cookie, { password: 'right-pass' });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'ps_session')?.value).toBe('');

    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(401);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', member.userId).execute(),
    ).toHaveLength(0);
    expect(await t.db.selectFrom('scans').select('id').where('id', '=', scan.id).execute()).toHaveLength(0);
    const waitlist = await t.db
      .selectFrom('vet_referral_waitlist')
      .select('id')
      .where('email', '=', member.email)
      .execute();
    expect(waitlist).toHaveLength(0);
    expect(scanFiles()).toHaveLength(0);

    // The e-mail is free again.
    const again = await signUpUser(t.app, { email: member.email });
    expect(again.userId).not.toBe(member.userId);
  });

  it('lets a trial account (no password yet) delete itself', async () => {
    const guest = guestCookie(t.app);
    await seedScan(t.db, { guestId: guest.guestId });
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/demo',
      payload: { plan: 'starter' },
      headers: { cookie: guest.cookie },
    });
    expect(demo.statusCode).toBe(201);
    const response = await deleteAccount(cookieHeader(demo));
    expect(response.statusCode).toBe(204);
  });
});
