import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_ONLY_INVISIBLE_MESSAGE, ZSession } from '#common/contracts/auth.ts';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp, uniqueEmail } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/signup', () => {
  it('creates an account, normalises the email and signs in with an HttpOnly Lax cookie', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await post('/api/auth/signup', {
      firstName: '  Ada ',
      lastName: 'Lovelace',
      email: `  ${email.toUpperCase()} `,
      password: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Ada',
      role: 'user',
      isTrial: false,
    });
    expect(body.user).not.toHaveProperty('password_hash');
    const session = response.cookies.find((c) => c.name === 'ps_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookieHeader(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: email.toLowerCase(), subscriptionStatus: 'free' });
  });

  it('refuses a password under 6 characters with the spec message', async () => {
    const response = await post('/api/auth/signup', {
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail(),
      password: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 6 characters long',
    });
  });

  it('refuses a password of only spaces, naming the field', async () => {
    const response = await post('/api/auth/signup', {
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail(),
      password: '      ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: PASSWORD_ONLY_INVISIBLE_MESSAGE,
      issues: [{ path: 'password', message: PASSWORD_ONLY_INVISIBLE_MESSAGE }],
    });
  });

  it('lists every missing field', async () => {
    const response = await post('/api/auth/signup', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']));
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    const { email } = await signUpUser(t.app);
    const response = await post('/api/auth/signup', {
      firstName: 'A',
      lastName: 'B',
      email: email.toUpperCase(),
      password: 'another-pass',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
  });

  it('lets exactly one of several concurrent signups with one email win', async () => {
    const email = uniqueEmail('race');
    const payload = { firstName: 'A', lastName: 'B', email, password: 'secret-pass' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => post('/api/auth/signup', payload)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
  });

  it('answers malformed JSON with INVALID_JSON and no internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await post('/api/auth/signup', {
      firstName: 'x'.repeat(100_000),
      lastName: 'B',
      email: uniqueEmail(),
      password: 'secret-pass',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('BODY_TOO_LARGE');
  });

  it('refuses a cross-origin POST', async () => {
    const response = await post(
      '/api/auth/signup',
      { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'secret-pass' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });

  it('accepts a same-origin POST from a browser', async () => {
    const response = await post(
      '/api/auth/signup',
      { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'secret-pass' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses a cross-site POST that carries no Origin', async () => {
    const response = await post(
      '/api/auth/login',
      { email: 'a@b.co', password: 'x' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any email case', async () => {
    const { email } = await signUpUser(t.app, { password: 'right-pass' });
    const response = await post('/api/auth/login', { email: email.toUpperCase(), password: 'right-pass' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    expect(response.cookies.some((c) => c.name === 'ps_session' && c.value.length > 20)).toBe(true);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await signUpUser(t.app, { password: 'right-pass' });
    const wrong = await post('/api/auth/login', { email, password: 'wrong-pass' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'whatever' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
      expect(response.cookies.some((c) => c.name === 'ps_session' && c.value)).toBe(false);
    }
  });

  it('locks an email out after repeated failures, even with the right password', async () => {
    const { email } = await signUpUser(t.app, { password: 'right-pass' });
    for (let i = 0; i < 10; i++) await post('/api/auth/login', { email, password: `wrong-${i}` });
    const response = await post('/api/auth/login', { email, password: 'right-pass' });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('RATE_LIMITED');
  });

  it('requires both fields', async () => {
    const response = await post('/api/auth/login', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('sessions', () => {
  it('answers GET /api/auth/user with a 401 the client recognises when signed out', async () => {
    const response = await t.app.inject({ url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(`${response.statusCode}: ${response.body}`).toMatch(/^401: .*Unauthorized/);
  });

  it('answers GET /api/auth/session for a guest with 200 and no user, a cookie or not', async () => {
    const guest = guestCookie(t.app);
    for (const headers of [{}, { cookie: guest.cookie }]) {
      const response = await t.app.inject({ url: '/api/auth/session', headers });
      expect(response.statusCode).toBe(200);
      expect(ZSession.parse(response.json())).toEqual({ user: null });
    }
  });

  it('answers GET /api/auth/session with the same user as GET /api/auth/user when signed in', async () => {
    const { cookie } = await signUpUser(t.app);
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    const user = (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect(ZSession.parse(session.json())).toEqual({ user });
    expect(session.json().user).not.toHaveProperty('password_hash');
  });

  it('logout invalidates the session on the server, not just the cookie', async () => {
    const { cookie } = await signUpUser(t.app);
    const logout = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('/');
    // Replaying the old cookie must no longer work.
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json()).toEqual({ user: null });
  });

  it('ignores a forged session cookie', async () => {
    const headers = { cookie: 'ps_session=forged-token' };
    const me = await t.app.inject({ url: '/api/auth/user', headers });
    expect(me.statusCode).toBe(401);
    const session = await t.app.inject({ url: '/api/auth/session', headers });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: null });
  });
});

describe('POST /api/auth/demo', () => {
  it('creates a signed-in trial account holding the guest scan, which a later signup upgrades in place', async () => {
    const guest = guestCookie(t.app);
    const scan = await seedScan(t.db, { guestId: guest.guestId });
    const demo = await post('/api/auth/demo', { plan: 'starter' }, { cookie: guest.cookie });
    expect(demo.statusCode).toBe(201);
    const trialUser = demo.json().user;
    expect(trialUser).toMatchObject({ isTrial: true, email: null, subscriptionStatus: 'free' });
    const cookie = cookieHeader(demo, guest.cookie);
    const owned = await t.db
      .selectFrom('scans')
      .select('user_id')
      .where('id', '=', scan.id)
      .executeTakeFirst();
    expect(owned?.user_id).toBe(trialUser.id);

    const email = uniqueEmail('trial');
    const signup = await post(
      '/api/auth/signup',
      { firstName: 'Tri', lastName: 'Al', email, password: 'secret-pass' },
      { cookie },
    );
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user).toMatchObject({ id: trialUser.id, email, isTrial: false });
  });

  it('keeps an existing member signed in as themselves', async () => {
    const { cookie, userId } = await signUpUser(t.app);
    const demo = await post('/api/auth/demo', { plan: 'starter' }, { cookie });
    expect(demo.statusCode).toBe(200);
    expect(demo.json().user.id).toBe(userId);
  });

  it('gives one trial account per guest browser, and only after its free scan', async () => {
    expect((await post('/api/auth/demo', { plan: 'starter' })).statusCode).toBe(409);
    const guest = guestCookie(t.app);
    await seedScan(t.db, { guestId: guest.guestId });
    const first = await post('/api/auth/demo', { plan: 'starter' }, { cookie: guest.cookie });
    expect(first.statusCode).toBe(201);
    // Logging out keeps the guest cookie; asking again must not mint another account (and scan).
    const again = await post('/api/auth/demo', { plan: 'starter' }, { cookie: guest.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('makes one trial account when one guest double-clicks ten times; the rest get 409', async () => {
    const countTrials = async () =>
      Number(
        (
          await t.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('is_trial', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countTrials();
    const guest = guestCookie(t.app);
    await seedScan(t.db, { guestId: guest.guestId });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/auth/demo', { plan: 'starter' }, { cookie: guest.cookie })),
    );
    expect(await countTrials()).toBe(before + 1);
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'CONFLICT')).toBe(
      true,
    );
  });

  it('refuses an unknown plan', async () => {
    const demo = await post('/api/auth/demo', { plan: 'plus' });
    expect(demo.statusCode).toBe(400);
  });
});

describe('rate limits and health', () => {
  it('limits signup attempts per minute', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@b.co', password: 'x' },
        });
      await attempt();
      await attempt();
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('reports liveness and database readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
