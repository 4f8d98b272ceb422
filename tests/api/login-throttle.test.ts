import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { TRUSTED_DEVICE_COOKIE } from '#server/plugins/trusted-device-cookie.ts';
import {
  ACCOUNT_ATTEMPTS_PER_MINUTE,
  ACCOUNT_FREE_ATTEMPTS,
  DEVICE_LOCKOUT_AFTER,
} from '#server/services/auth/login-throttle.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';

/** Redis runs beside PostgreSQL on our machines and CI; each test gets its own key prefix. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ALLOWED = ACCOUNT_FREE_ATTEMPTS + ACCOUNT_ATTEMPTS_PER_MINUTE;

const logIn = (app: FastifyInstance, email: string, password: string, remoteAddress: string, cookie = '') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

/** The trusted-device cookie a response set, as a Cookie header ("" when none). */
function deviceCookie(response: { cookies: { name: string; value: string }[] }): string {
  const device = response.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE);
  return device ? `${TRUSTED_DEVICE_COOKIE}=${device.value}` : '';
}

/** Signs up an owner; signing up makes their browser trusted, like a login. Returns that browser's cookie. */
async function signUpOwner(app: FastifyInstance) {
  const owner = await signUpUser(app, { password: 'right-pass' });
  const cookie = owner.cookie.split('; ').find((pair) => pair.startsWith(`${TRUSTED_DEVICE_COOKIE}=`));
  expect(cookie).toBeDefined();
  return { ...owner, cookie: cookie! };
}

const OWNER_IP = '203.0.113.7';

const attackerIp = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('failed logins for one account from many addresses', () => {
  it('are refused with RATE_LIMITED and a Retry-After of at most a minute past the threshold', async () => {
    const { email } = await signUpUser(t.app, { password: 'right-pass' });
    const responses = [];
    for (let i = 0; i < 40; i++) responses.push(await logIn(t.app, email, `guess-${i}`, attackerIp(i)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.slice(0, ALLOWED)).toEqual(Array(ALLOWED).fill(401));
    expect(codes.slice(ALLOWED)).toEqual(Array(40 - ALLOWED).fill(429));
    for (const response of responses.slice(ALLOWED)) {
      expect(response.json().code).toBe('RATE_LIMITED');
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('let an owner on a new browser in after the bounded wait; that browser is then trusted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email } = await signUpUser(t.app, { password: 'right-pass' });
    for (let i = 0; i < 40; i++) await logIn(t.app, email, `guess-${i}`, attackerIp(i));
    const tooSoon = await logIn(t.app, email, 'right-pass', OWNER_IP);
    expect(tooSoon.statusCode).toBe(429);

    vi.setSystemTime(Date.now() + Number(tooSoon.headers['retry-after']) * 1000);
    const owner = await logIn(t.app, email, 'right-pass', OWNER_IP);
    expect(owner.statusCode).toBe(200);
    // From now on this browser has its own budget: a typo is an ordinary 401, not a wait.
    expect((await logIn(t.app, email, 'typo', OWNER_IP, deviceCookie(owner))).statusCode).toBe(401);
  });
});

describe('the per-account login limit and trusted devices: strangers cannot lock an owner out', () => {
  it('sets the trusted-device cookie signed, HttpOnly, SameSite=Strict, only for /api/auth', async () => {
    const { email } = await signUpUser(t.app, { password: 'right-pass' });
    const response = await logIn(t.app, email, 'right-pass', OWNER_IP);
    const device = response.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(device?.maxAge).toBeGreaterThan(0);
    // A failed login does not hand out a cookie.
    const failed = await logIn(t.app, email, 'wrong', OWNER_IP);
    expect(deviceCookie(failed)).toBe('');
  });

  it("lets the owner's browser in every time while one wrong guess a 5 s comes from rotating addresses", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await signUpOwner(t.app);
    const { email } = owner;
    let { cookie } = owner;
    const ownerCodes = [];
    const attackerCodes = [];
    // 11 minutes: a guess every 5 s, the owner logs in once a minute
    // (docs/decisions/004-login-throttling.md).
    for (let tick = 0; tick < 132; tick++) {
      attackerCodes.push((await logIn(t.app, email, `guess-${tick}`, attackerIp(tick))).statusCode);
      if (tick % 12 === 6) {
        const owner = await logIn(t.app, email, 'right-pass', OWNER_IP, cookie);
        ownerCodes.push(owner.statusCode);
        cookie = deviceCookie(owner) || cookie;
      }
      vi.setSystemTime(Date.now() + 5_000);
    }
    expect(ownerCodes).toEqual(Array(11).fill(200));
    // The attackers got the free attempts and then about 2 a minute, the rest 429.
    const checked = attackerCodes.filter((code) => code === 401).length;
    expect(checked).toBeLessThanOrEqual(ALLOWED + 11 * ACCOUNT_ATTEMPTS_PER_MINUTE);
    expect(attackerCodes.filter((code) => code === 429).length).toBe(132 - checked);
  });

  it("does not reset the strangers' budget when the owner logs in", async () => {
    const { email, cookie } = await signUpOwner(t.app);
    for (let i = 0; i < ALLOWED; i++) {
      expect((await logIn(t.app, email, `guess-${i}`, attackerIp(i))).statusCode).toBe(401);
    }
    expect((await logIn(t.app, email, 'guess-x', attackerIp(100))).statusCode).toBe(429);
    expect((await logIn(t.app, email, 'right-pass', OWNER_IP, cookie)).statusCode).toBe(200);
    expect((await logIn(t.app, email, 'guess-y', attackerIp(101))).statusCode).toBe(429);
  });

  it('ignores a device cookie earned on another account, or forged, or tampered with', async () => {
    const victim = await signUpOwner(t.app);
    const { cookie: attackersOwnCookie } = await signUpOwner(t.app);
    const victimsCookie = victim.cookie;
    for (let i = 0; i < ALLOWED; i++) await logIn(t.app, victim.email, `guess-${i}`, attackerIp(i));

    const value = victimsCookie.slice(TRUSTED_DEVICE_COOKIE.length + 1);
    const [payload, signature] = [
      value.slice(0, value.lastIndexOf('.')),
      value.slice(value.lastIndexOf('.') + 1),
    ];
    const forgedEntry = `${victim.userId}:${'A'.repeat(22)}:${Math.floor(Date.now() / 1000) + 3600}`;
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const cookie of [
      attackersOwnCookie,
      `${TRUSTED_DEVICE_COOKIE}=${forgedEntry}`,
      `${TRUSTED_DEVICE_COOKIE}=${forgedEntry}.${signature}`,
      `${TRUSTED_DEVICE_COOKIE}=${payload}.${flipped}`,
    ]) {
      const response = await logIn(t.app, victim.email, 'guess-z', attackerIp(200), cookie);
      expect(response.statusCode).toBe(429);
    }
    // The victim's own browser still gets in.
    expect((await logIn(t.app, victim.email, 'right-pass', OWNER_IP, victimsCookie)).statusCode).toBe(200);
  });

  it('locks out only a trusted browser that keeps failing, after its own small budget', async () => {
    const { email, cookie } = await signUpOwner(t.app);
    for (let i = 0; i < DEVICE_LOCKOUT_AFTER; i++) {
      expect((await logIn(t.app, email, `typo-${i}`, OWNER_IP, cookie)).statusCode).toBe(401);
    }
    const locked = await logIn(t.app, email, 'right-pass', OWNER_IP, cookie);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('from this browser');
    // Strangers' budget was never touched by those failures.
    expect((await logIn(t.app, email, 'right-pass', attackerIp(7))).statusCode).toBe(200);
  });
});

describe('with REDIS_URL', () => {
  it('two app instances share the per-account count', async () => {
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    };
    const first = await createTestApp(env);
    const second = await createTestApp(env);
    try {
      const { email } = await signUpUser(first.app, { password: 'right-pass' });
      const apps = [first.app, second.app];
      const codes = [];
      for (let i = 0; i < ALLOWED + 2; i++) {
        codes.push((await logIn(apps[i % 2]!, email, `guess-${i}`, attackerIp(i))).statusCode);
      }
      // Each instance alone saw fewer than ALLOWED attempts, so only a shared count refuses.
      expect(codes).toEqual([...Array(ALLOWED).fill(401), 429, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("shares the strangers' budget and each trusted browser's budget between instances", async () => {
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    };
    const first = await createTestApp(env);
    // A second instance of the same deployment: same database, same Redis, same secret.
    const second = await buildApp(first.config, { serveWeb: false });
    try {
      const { email, cookie } = await signUpOwner(first.app);
      const apps = [first.app, second];
      for (let i = 0; i < ALLOWED; i++) await logIn(apps[i % 2]!, email, `guess-${i}`, attackerIp(i));
      for (const app of apps) {
        expect((await logIn(app, email, 'guess', attackerIp(300))).statusCode).toBe(429);
        // The browser trusted by the first instance is trusted by the second too.
        expect((await logIn(app, email, 'right-pass', OWNER_IP, cookie)).statusCode).toBe(200);
      }
      for (let i = 0; i < DEVICE_LOCKOUT_AFTER; i++) {
        expect((await logIn(apps[i % 2]!, email, `typo-${i}`, OWNER_IP, cookie)).statusCode).toBe(401);
      }
      // Each instance saw half the typos; only a shared count locks the browser.
      for (const app of apps) {
        expect((await logIn(app, email, 'right-pass', OWNER_IP, cookie)).statusCode).toBe(429);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
