import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '#server/services/admin/create-admin.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { guestCookie, seedScan, signedGuestCookie } from '../setup/seed.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
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
      .selectFrom('referrals')
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

  it("erases every mail to the member's address, queued or stored, and every entry for their scans", async () => {
    await createAdmin({ db: t.db, email: uniqueEmail('admin'), password: 'admin-pass' });
    const guest = guestCookie(t.app);
    const guestScan = await seedScan(t.db, { guestId: guest.guestId }, { severity: 'urgent' });
    const joinAs = (cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/vet-referral-waitlist', headers: { cookie }, payload });
    // Joined as a guest, for the scan that becomes theirs at signup, with another address of theirs.
    const otherAddress = uniqueEmail('partner');
    const asGuest = await joinAs(guest.cookie, {
      email: otherAddress,
      location: 'Ely, NV',
      scanId: guestScan.id,
    });
    expect(asGuest.statusCode).toBe(201);
    const member = await signUpUser(t.app, { password: 'right-pass' }, guest.cookie);
    const joined = await joinAs(member.cookie, { email: member.email, location: 'Reno, NV', petName: 'Bo' });
    expect(joined.statusCode).toBe(201);
    await t.db
      .updateTable('outbox_emails')
      .set({ status: 'stored' })
      .where('to_address', '=', member.email)
      .execute();
    await enqueueEmail(t.db, { to: member.email, subject: 'Still queued', text: 'Bo, Reno', kind: 'test' });
    const mailTo = () =>
      t.db.selectFrom('outbox_emails').select('status').where('to_address', '=', member.email).execute();
    expect((await mailTo()).map((m) => m.status).sort()).toEqual(['queued', 'stored']);
    const mentionsThem = async () =>
      (await t.db.selectFrom('outbox_emails').select('body_text').execute()).filter(
        (m) => m.body_text.includes('Ely, NV') || m.body_text.includes('Reno, NV'),
      );
    expect((await mentionsThem()).length).toBeGreaterThan(0);

    expect((await deleteAccount(member.cookie, { password: 'right-pass' })).statusCode).toBe(204);
    expect(await mailTo()).toHaveLength(0);
    const entries = await t.db
      .selectFrom('referrals')
      .select('id')
      .where('email', 'in', [member.email, otherAddress])
      .execute();
    expect(entries).toHaveLength(0);
    // The urgent notice to the admin carried the pet and place too. The confirmation to the
    // other address stays: nothing proves that address is the member's.
    expect((await mentionsThem()).map((m) => m.body_text)).toEqual([
      expect.stringContaining(`Thank you for asking`),
    ]);
  });
});

describe('the guest allowance outlives the account it became', () => {
  const scanAs = async (cookie: string) => uploadScan(t.app, { data: await healthyMouth() }, cookie);

  it("keeps a guest's free scan used after signup and account deletion, round after round", async () => {
    const guestId = `guest-${Math.random().toString(36).slice(2)}`;
    const cookie = signedGuestCookie(t.app, guestId);
    expect((await scanAs(cookie)).statusCode).toBe(201);
    for (let round = 0; round < 3; round++) {
      const member = await signUpUser(t.app, { password: 'right-pass' }, cookie);
      expect((await deleteAccount(member.cookie, { password: 'right-pass' })).statusCode).toBe(204);
      const again = await scanAs(cookie);
      expect(again.statusCode).toBe(403);
      expect(again.json().code).toBe('GUEST_LIMIT_EXCEEDED');
    }
    // What is kept is an erased tombstone tied only to the random guest id.
    const rows = await t.db.selectFrom('scans').selectAll().where('guest_id', '=', guestId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: null, image_key: null, status: null, ip_hash: null });
  });

  it('gives a guest one trial account ever, even after deleting it', async () => {
    const guest = guestCookie(t.app);
    expect((await scanAs(guest.cookie)).statusCode).toBe(201);
    const demo = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/demo',
        payload: { plan: 'starter' },
        headers: { cookie: guest.cookie },
      });
    const first = await demo();
    expect(first.statusCode).toBe(201);
    expect((await deleteAccount(cookieHeader(first, guest.cookie))).statusCode).toBe(204);
    const second = await demo();
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONFLICT');
    expect((await scanAs(guest.cookie)).json().code).toBe('GUEST_LIMIT_EXCEEDED');
  });
});
