import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '#common/contracts/auth-links.ts';
import { sha256 } from '#server/lib/ids.ts';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { linkTokenFromMail, logIn, mailsTo, post, statusOfSession } from './account-basics-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const forgot = (email: string) => post(t.app, '/api/auth/forgot-password', { email });
const reset = (token: string, password: string, cookie = '') =>
  post(t.app, '/api/auth/reset-password', { token, password }, cookie);

/** A member who asked for a reset, and the token from the mail they got. */
async function memberWithResetLink() {
  const member = await signUpUser(t.app, { password: 'old-password' });
  expect((await forgot(member.email)).statusCode).toBe(202);
  return { ...member, token: await linkTokenFromMail(t.db, member.email, 'reset-password') };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const member = await signUpUser(t.app);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(member.email.toUpperCase());
    const missing = await forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(await mailsTo(t.db, unknown)).toHaveLength(0);

    const mails = await mailsTo(t.db, member.email, 'password_reset');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toMatch(/http:\/\/localhost(:\d+)?\/reset-password\?token=[\w-]{43}\b/);
  });

  it('stores only the hash of the mailed token', async () => {
    const { token, userId } = await memberWithResetLink();
    const rows = await t.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'password_reset', token_hash: sha256(token), used_at: null });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('mails no link for a trial account, which has no address', async () => {
    const guest = guestCookie(t.app);
    await seedScan(t.db, { guestId: guest.guestId });
    const demo = await post(t.app, '/api/auth/demo', { plan: 'starter' }, guest.cookie);
    expect(demo.statusCode).toBe(201);
    const tokens = await t.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('user_id', '=', demo.json().user.id)
      .execute();
    expect(tokens).toHaveLength(0);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, signs this browser in and ends every other session', async () => {
    const member = await memberWithResetLink();
    const otherDevice = await logIn(t.app, member.email, 'old-password');

    const response = await reset(member.token, 'brand-new-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: member.userId, email: member.email });
    const newSession = cookieHeader(response);
    expect(await statusOfSession(t.app, newSession)).toBe(200);
    expect(await statusOfSession(t.app, member.cookie)).toBe(401);
    expect(await statusOfSession(t.app, otherDevice)).toBe(401);

    await expect(logIn(t.app, member.email, 'old-password')).rejects.toThrow(/401/);
    await logIn(t.app, member.email, 'brand-new-password');

    const again = await reset(member.token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID', message: expect.stringMatching(/expired/) });
  });

  it('refuses an expired link', async () => {
    const member = await memberWithResetLink();
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(member.token))
      .execute();
    const response = await reset(member.token, 'brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TOKEN_INVALID');
    await logIn(t.app, member.email, 'old-password');
  });

  it('refuses an unknown link', async () => {
    const response = await reset('x'.repeat(43), 'brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });

  it('lets exactly one of two concurrent uses of one link succeed', async () => {
    const member = await memberWithResetLink();
    const responses = await Promise.all([
      reset(member.token, 'first-new-password'),
      reset(member.token, 'second-new-password'),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = responses.find((r) => r.statusCode === 200)!.json();
    expect(winner.user.id).toBe(member.userId);
  });

  it('retires an older link when a new one is asked for', async () => {
    const member = await memberWithResetLink();
    const older = member.token;
    await t.db.deleteFrom('outbox_emails').where('to_address', '=', member.email).execute();
    expect((await forgot(member.email)).statusCode).toBe(202);
    const newer = await linkTokenFromMail(t.db, member.email, 'reset-password');
    expect(newer).not.toBe(older);
    expect((await reset(older, 'brand-new-password')).statusCode).toBe(400);
    expect((await reset(newer, 'brand-new-password')).statusCode).toBe(200);
  });

  it('applies the signup password rules', async () => {
    const member = await memberWithResetLink();
    const response = await reset(member.token, '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 6 characters long',
    });
    // A refused password does not use up the link.
    expect((await reset(member.token, 'long-enough')).statusCode).toBe(200);
  });
});

describe('rate limits on mailed-link endpoints', () => {
  it('answers 429 past the per-minute limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const attempts = [
        ['/api/auth/forgot-password', { email: uniqueEmail() }],
        ['/api/auth/reset-password', { token: 'unknown', password: 'whatever-pass' }],
        ['/api/auth/confirm-email', { token: 'unknown' }],
      ] as const;
      for (const [url, payload] of attempts) {
        const codes = [];
        for (let i = 0; i < 3; i++) codes.push((await post(limited.app, url, payload)).statusCode);
        expect(codes[2], url).toBe(429);
        expect(codes.slice(0, 2), url).not.toContain(429);
      }
    } finally {
      await limited.close();
    }
  });
});
