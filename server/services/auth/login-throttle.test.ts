import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '#server/errors.ts';
import {
  ACCOUNT_ATTEMPTS_PER_MINUTE,
  ACCOUNT_FREE_ATTEMPTS,
  createLoginThrottle,
  LOCKOUT_AFTER,
  type LoginThrottle,
} from './login-throttle.ts';

const EMAIL = 'a@b.co';
const ip = (n: number) => `198.51.100.${n}`;

/** One wrong-password attempt as log-in.ts makes it: the refusal if throttled, else undefined. */
async function failOnce(throttle: LoginThrottle, email: string, from: string) {
  try {
    await throttle.beforeAttempt(email, from);
  } catch (error) {
    return error as AppError;
  }
  await throttle.recordFailure(email, from);
  return undefined;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login throttle', () => {
  it('locks out only the address that failed, and forgets it after a success', async () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < LOCKOUT_AFTER; i++) await throttle.recordFailure(EMAIL, ip(1));
    await expect(throttle.beforeAttempt(EMAIL, ip(1))).rejects.toBeInstanceOf(AppError);
    // The real owner elsewhere is not locked out.
    await expect(throttle.beforeAttempt(EMAIL, ip(2))).resolves.toBeUndefined();
    await expect(throttle.beforeAttempt('other@b.co', ip(1))).resolves.toBeUndefined();
    await throttle.recordSuccess(EMAIL, ip(1));
    await expect(throttle.beforeAttempt(EMAIL, ip(1))).resolves.toBeUndefined();
  });

  it('limits one account across many addresses to a few attempts per minute', async () => {
    const throttle = createLoginThrottle();
    const refusals = [];
    for (let i = 1; i <= 40; i++) refusals.push(await failOnce(throttle, EMAIL, ip(i)));
    const allowed = ACCOUNT_FREE_ATTEMPTS + ACCOUNT_ATTEMPTS_PER_MINUTE;
    expect(refusals.slice(0, allowed)).toEqual(Array(allowed).fill(undefined));
    for (const refusal of refusals.slice(allowed)) {
      expect(refusal).toMatchObject({ code: 'RATE_LIMITED' });
      const seconds = refusal?.extra.details?.retryAfterSeconds as number;
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
    }
    // Other accounts are untouched.
    await expect(throttle.beforeAttempt('other@b.co', ip(40))).resolves.toBeUndefined();
  });

  it('counts parallel attempts before any of them has failed', async () => {
    const throttle = createLoginThrottle();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => throttle.beforeAttempt(EMAIL, ip(i + 1))),
    );
    const passed = results.filter((r) => r.status === 'fulfilled').length;
    expect(passed).toBe(ACCOUNT_FREE_ATTEMPTS + ACCOUNT_ATTEMPTS_PER_MINUTE);
  });

  it('lets the owner try again within a minute, and a success clears the account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const throttle = createLoginThrottle();
    for (let i = 1; i <= 40; i++) await failOnce(throttle, EMAIL, ip(i));
    await expect(throttle.beforeAttempt(EMAIL, '203.0.113.7')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });

    vi.setSystemTime(Date.now() + 61_000);
    await expect(throttle.beforeAttempt(EMAIL, '203.0.113.7')).resolves.toBeUndefined();
    await throttle.recordSuccess(EMAIL, '203.0.113.7');
    for (let i = 0; i < ACCOUNT_FREE_ATTEMPTS; i++) {
      expect(await failOnce(throttle, EMAIL, ip(99))).toBeUndefined();
    }
  });
});
