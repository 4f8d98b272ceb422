import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ATTEMPTS_PER_MINUTE, ACCOUNT_FREE_ATTEMPTS } from '#server/services/auth/login-throttle.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';

/** Redis runs beside PostgreSQL on our machines and CI; each test gets its own key prefix. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ALLOWED = ACCOUNT_FREE_ATTEMPTS + ACCOUNT_ATTEMPTS_PER_MINUTE;

const logIn = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

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

  it("let the owner's right password in after the bounded wait, which clears the count", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email } = await signUpUser(t.app, { password: 'right-pass' });
    for (let i = 0; i < 40; i++) await logIn(t.app, email, `guess-${i}`, attackerIp(i));
    const tooSoon = await logIn(t.app, email, 'right-pass', '203.0.113.7');
    expect(tooSoon.statusCode).toBe(429);

    vi.setSystemTime(Date.now() + Number(tooSoon.headers['retry-after']) * 1000);
    const owner = await logIn(t.app, email, 'right-pass', '203.0.113.7');
    expect(owner.statusCode).toBe(200);
    // The success reset the account: a typo afterwards is an ordinary 401, not a wait.
    expect((await logIn(t.app, email, 'typo', '203.0.113.7')).statusCode).toBe(401);
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
});
