import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '#server/lib/ids.ts';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { linkTokenFromMail, logIn, mailsTo, post, statusOfSession } from './account-basics-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const currentUser = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  post(t.app, '/api/account/password', { currentPassword, newPassword }, cookie);
const changeEmail = (cookie: string, newEmail: string, password = 'secret-pass') =>
  post(t.app, '/api/account/email', { newEmail, password }, cookie);
const confirmEmail = (token: string) => post(t.app, '/api/auth/confirm-email', { token });
const rename = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/account/name', payload, headers: { cookie } });

describe('POST /api/account/password', () => {
  it('needs the current password, ends the other sessions, keeps this one and notifies the owner', async () => {
    const member = await signUpUser(t.app, { password: 'old-password' });
    const otherDevice = await logIn(t.app, member.email, 'old-password');

    const wrong = await changePassword(member.cookie, 'not-my-password', 'brand-new-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      issues: [{ path: 'currentPassword' }],
    });
    expect(await statusOfSession(t.app, otherDevice)).toBe(200);

    const response = await changePassword(member.cookie, 'old-password', 'brand-new-password');
    expect(response.statusCode).toBe(204);
    expect(await statusOfSession(t.app, member.cookie)).toBe(200);
    expect(await statusOfSession(t.app, otherDevice)).toBe(401);
    await logIn(t.app, member.email, 'brand-new-password');
    await expect(logIn(t.app, member.email, 'old-password')).rejects.toThrow(/401/);

    const [notice] = await mailsTo(t.db, member.email, 'password_changed');
    expect(notice?.subject).toMatch(/password was changed/);
    expect(notice?.body_text).not.toContain('brand-new-password');
  });

  it('applies the signup password rules and needs a signed-in member', async () => {
    const member = await signUpUser(t.app);
    const short = await changePassword(member.cookie, 'secret-pass', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([
      { path: 'newPassword', message: 'Password must be at least 6 characters long' },
    ]);
    expect((await changePassword('', 'secret-pass', 'brand-new-password')).statusCode).toBe(401);
  });

  it('cancels an open reset link', async () => {
    const member = await signUpUser(t.app);
    await post(t.app, '/api/auth/forgot-password', { email: member.email });
    const token = await linkTokenFromMail(t.db, member.email, 'reset-password');
    expect((await changePassword(member.cookie, 'secret-pass', 'brand-new-password')).statusCode).toBe(204);
    const reset = await post(t.app, '/api/auth/reset-password', { token, password: 'attacker-pass' });
    expect(reset.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses a trial account, which has no password yet', async () => {
    const guest = guestCookie(t.app);
    await seedScan(t.db, { guestId: guest.guestId });
    const demo = await post(t.app, '/api/auth/demo', { plan: 'starter' }, guest.cookie);
    const response = await changePassword(cookieHeader(demo), 'anything', 'brand-new-password');
    expect(response.statusCode).toBe(403);
  });
});

describe('changing the e-mail address', () => {
  it('changes it only through the link mailed to the new address, once', async () => {
    const member = await signUpUser(t.app);
    const newEmail = uniqueEmail('moved');

    expect((await changeEmail(member.cookie, newEmail, 'wrong-password')).statusCode).toBe(401);
    const response = await changeEmail(member.cookie, newEmail.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json().pendingEmail).toBe(newEmail);
    // Nothing changes before the link is opened.
    expect((await currentUser(member.cookie)).email).toBe(member.email);
    const [notice] = await mailsTo(t.db, member.email, 'email_change_notice');
    expect(notice?.body_text).toContain(newEmail);
    expect(notice?.body_text).not.toMatch(/confirm-email\?token=/);
    const token = await linkTokenFromMail(t.db, newEmail, 'confirm-email');

    const confirmed = await confirmEmail(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await currentUser(member.cookie)).email).toBe(newEmail);
    await logIn(t.app, newEmail, 'secret-pass');
    await expect(logIn(t.app, member.email, 'secret-pass')).rejects.toThrow(/401/);

    const again = await confirmEmail(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses an expired link', async () => {
    const member = await signUpUser(t.app);
    const newEmail = uniqueEmail('late');
    await changeEmail(member.cookie, newEmail);
    const token = await linkTokenFromMail(t.db, newEmail, 'confirm-email');
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute();
    expect((await confirmEmail(token)).json().code).toBe('TOKEN_INVALID');
    expect((await currentUser(member.cookie)).email).toBe(member.email);
  });

  it('refuses an address taken at request time, and one taken before the link is opened', async () => {
    const member = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const taken = await changeEmail(member.cookie, other.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    expect(await mailsTo(t.db, other.email, 'email_change_confirm')).toHaveLength(0);

    const contested = uniqueEmail('contested');
    expect((await changeEmail(member.cookie, contested)).statusCode).toBe(202);
    const token = await linkTokenFromMail(t.db, contested, 'confirm-email');
    await signUpUser(t.app, { email: contested });
    const late = await confirmEmail(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EMAIL_TAKEN');
    expect((await currentUser(member.cookie)).email).toBe(member.email);
  });

  it('lets one of two accounts confirm the same new address', async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const wanted = uniqueEmail('wanted');
    await changeEmail(first.cookie, wanted);
    const firstToken = await linkTokenFromMail(t.db, wanted, 'confirm-email');
    await changeEmail(second.cookie, wanted);
    const secondToken = await linkTokenFromMail(t.db, wanted, 'confirm-email');
    const codes = (await Promise.all([confirmEmail(firstToken), confirmEmail(secondToken)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
  });
});

describe('PATCH /api/account/name', () => {
  it('renames the member with the signup length rules', async () => {
    const member = await signUpUser(t.app);
    const tooLong = await rename(member.cookie, { firstName: 'A'.repeat(81), lastName: '' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues).toEqual([
      { path: 'firstName', message: 'First name must be at most 80 characters' },
      { path: 'lastName', message: 'Last name is required' },
    ]);
    const response = await rename(member.cookie, { firstName: '  Ada ', lastName: 'Byron' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ firstName: 'Ada', lastName: 'Byron' });
    expect(await currentUser(member.cookie)).toMatchObject({ firstName: 'Ada', lastName: 'Byron' });
    expect((await rename('', { firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session of the member, this one included', async () => {
    const member = await signUpUser(t.app);
    const otherDevice = await logIn(t.app, member.email, 'secret-pass');
    const bystander = await signUpUser(t.app);
    const response = await post(t.app, '/api/account/sign-out-everywhere', {}, member.cookie);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'ps_session')?.value).toBe('');
    expect(await statusOfSession(t.app, member.cookie)).toBe(401);
    expect(await statusOfSession(t.app, otherDevice)).toBe(401);
    expect(await statusOfSession(t.app, bystander.cookie)).toBe(200);
  });
});

describe('rate limits on account settings', () => {
  it('answers 429 past the per-minute limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const requests = [
        { method: 'PATCH', url: '/api/account/name', payload: { firstName: 'A', lastName: 'B' } },
        { method: 'POST', url: '/api/account/password', payload: {} },
        { method: 'POST', url: '/api/account/email', payload: {} },
        { method: 'POST', url: '/api/account/sign-out-everywhere', payload: {} },
      ] as const;
      for (const request of requests) {
        const codes = [];
        for (let i = 0; i < 3; i++) codes.push((await limited.app.inject(request)).statusCode);
        expect(codes, request.url).toEqual([401, 401, 429]);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('field limits', () => {
  it('signup names the limit a too-long field broke', async () => {
    const response = await post(t.app, '/api/auth/signup', {
      firstName: 'A'.repeat(81),
      lastName: 'B'.repeat(81),
      email: `${'e'.repeat(250)}@example.com`,
      password: 'secret-pass',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'firstName', message: 'First name must be at most 80 characters' },
      { path: 'lastName', message: 'Last name must be at most 80 characters' },
      { path: 'email', message: 'Email must be at most 254 characters' },
    ]);
  });
});
