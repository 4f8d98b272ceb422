import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_ONLY_INVISIBLE_MESSAGE, PASSWORD_TOO_FEW_VISIBLE_MESSAGE } from '#common/contracts/auth.ts';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';
import { linkTokenFromMail, logIn, post } from './account-basics-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ZERO_WIDTH = '\u200b'.repeat(6);
const BRAILLE_BLANK = '\u2800'.repeat(6);
const INVISIBLE = [
  ZERO_WIDTH,
  BRAILLE_BLANK,
  '\u3164'.repeat(6), // Hangul filler
  '\uffa0'.repeat(6), // half-width Hangul filler
  '\ufeff\u200c\u200d\u2060\u00ad\u180e', // BOM, joiners, word joiner, soft hyphen, Mongolian separator
  '\u3000\u00a0\u2003\u2028 \t', // ideographic, no-break, em, line separator, space, tab
];

function expectRefused(response: { statusCode: number; json(): unknown }, field: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message,
    issues: [{ path: field, message }],
  });
}

describe('passwords of invisible characters', () => {
  it('are refused at signup, and no account is made', async () => {
    for (const password of INVISIBLE) {
      const email = uniqueEmail('invisible');
      const response = await post(t.app, '/api/auth/signup', {
        firstName: 'A',
        lastName: 'B',
        email,
        password,
      });
      expectRefused(response, 'password', PASSWORD_ONLY_INVISIBLE_MESSAGE);
      const row = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      expect(row).toBeUndefined();
    }
  });

  it('need six visible characters besides the blanks', async () => {
    const response = await post(t.app, '/api/auth/signup', {
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail(),
      password: `ab${ZERO_WIDTH}cd  `,
    });
    expectRefused(response, 'password', PASSWORD_TOO_FEW_VISIBLE_MESSAGE);
  });

  it('are refused as a new password, and the old one keeps working', async () => {
    const member = await signUpUser(t.app, { password: 'old-password' });
    for (const newPassword of [ZERO_WIDTH, BRAILLE_BLANK]) {
      const response = await post(
        t.app,
        '/api/account/password',
        { currentPassword: 'old-password', newPassword },
        member.cookie,
      );
      expectRefused(response, 'newPassword', PASSWORD_ONLY_INVISIBLE_MESSAGE);
    }
    await logIn(t.app, member.email, 'old-password');
  });

  it('are refused by a password reset, which leaves the link usable', async () => {
    const member = await signUpUser(t.app, { password: 'old-password' });
    await post(t.app, '/api/auth/forgot-password', { email: member.email });
    const token = await linkTokenFromMail(t.db, member.email, 'reset-password');
    for (const password of [ZERO_WIDTH, BRAILLE_BLANK]) {
      expectRefused(
        await post(t.app, '/api/auth/reset-password', { token, password }),
        'password',
        PASSWORD_ONLY_INVISIBLE_MESSAGE,
      );
    }
    await logIn(t.app, member.email, 'old-password');
    expect(
      (await post(t.app, '/api/auth/reset-password', { token, password: 'a-real-one' })).statusCode,
    ).toBe(200);
  });

  it('are refused when a trial account adds an e-mail and password, which stays a trial', async () => {
    const guest = guestCookie(t.app);
    await seedScan(t.db, { guestId: guest.guestId });
    const demo = await post(t.app, '/api/auth/demo', { plan: 'starter' }, guest.cookie);
    expect(demo.statusCode).toBe(201);
    const cookie = cookieHeader(demo, guest.cookie);
    const email = uniqueEmail('trial');
    const response = await post(
      t.app,
      '/api/auth/signup',
      { firstName: 'Tri', lastName: 'Al', email, password: BRAILLE_BLANK },
      cookie,
    );
    expectRefused(response, 'password', PASSWORD_ONLY_INVISIBLE_MESSAGE);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ id: demo.json().user.id, isTrial: true, email: null });
  });

  it('still accepts passwords in any script, with spaces inside', async () => {
    for (const password of ['my dog rex', 'пароль', '密码密码密码', 'नमस्ते दुनिया', 'ＡＢＣ１２３']) {
      const member = await signUpUser(t.app, { password });
      await logIn(t.app, member.email, password);
    }
  });
});
