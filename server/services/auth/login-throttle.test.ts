import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '#server/errors.ts';
import {
  ACCOUNT_ATTEMPTS_PER_MINUTE,
  ACCOUNT_FREE_ATTEMPTS,
  createLoginThrottle,
  DEVICE_LOCKOUT_AFTER,
  LOCKOUT_AFTER,
  type LoginAttempt,
  type LoginThrottle,
} from './login-throttle.ts';

const EMAIL = 'a@b.co';
const ip = (n: number) => `198.51.100.${n}`;
const stranger = (from: string, email = EMAIL): LoginAttempt => ({ email, ip: from, deviceKey: null });
const OWNER_DEVICE: LoginAttempt = { email: EMAIL, ip: '203.0.113.7', deviceKey: 'user-1:nonce-1' };

/** One wrong-password attempt as log-in.ts makes it: the refusal if throttled, else undefined. */
async function failOnce(throttle: LoginThrottle, attempt: LoginAttempt) {
  try {
    await throttle.beforeAttempt(attempt);
  } catch (error) {
    return error as AppError;
  }
  await throttle.recordFailure(attempt);
  return undefined;
}

/** One right-password attempt: the refusal if throttled, else undefined. */
async function succeedOnce(throttle: LoginThrottle, attempt: LoginAttempt) {
  try {
    await throttle.beforeAttempt(attempt);
  } catch (error) {
    return error as AppError;
  }
  await throttle.recordSuccess(attempt);
  return undefined;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login throttle for strangers', () => {
  it('locks out only the address that failed, and forgets it after a success', async () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < LOCKOUT_AFTER; i++) await throttle.recordFailure(stranger(ip(1)));
    await expect(throttle.beforeAttempt(stranger(ip(1)))).rejects.toBeInstanceOf(AppError);
    // The real owner elsewhere is not locked out.
    await expect(throttle.beforeAttempt(stranger(ip(2)))).resolves.toBeUndefined();
    await expect(throttle.beforeAttempt(stranger(ip(1), 'other@b.co'))).resolves.toBeUndefined();
    await throttle.recordSuccess(stranger(ip(1)));
    await expect(throttle.beforeAttempt(stranger(ip(1)))).resolves.toBeUndefined();
  });

  it('limits one account across many addresses to a few attempts per minute', async () => {
    const throttle = createLoginThrottle();
    const refusals = [];
    for (let i = 1; i <= 40; i++) refusals.push(await failOnce(throttle, stranger(ip(i))));
    const allowed = ACCOUNT_FREE_ATTEMPTS + ACCOUNT_ATTEMPTS_PER_MINUTE;
    expect(refusals.slice(0, allowed)).toEqual(Array(allowed).fill(undefined));
    for (const refusal of refusals.slice(allowed)) {
      expect(refusal).toMatchObject({ code: 'RATE_LIMITED' });
      const seconds = refusal?.extra.details?.retryAfterSeconds as number;
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
    }
    // Other accounts are untouched.
    await expect(throttle.beforeAttempt(stranger(ip(40), 'other@b.co'))).resolves.toBeUndefined();
  });

  it('counts parallel attempts before any of them has failed', async () => {
    const throttle = createLoginThrottle();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => throttle.beforeAttempt(stranger(ip(i + 1)))),
    );
    const passed = results.filter((r) => r.status === 'fulfilled').length;
    expect(passed).toBe(ACCOUNT_FREE_ATTEMPTS + ACCOUNT_ATTEMPTS_PER_MINUTE);
  });

  it("lets an owner on a new browser in within a minute, and that success refills nobody's budget", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const throttle = createLoginThrottle();
    for (let i = 1; i <= 40; i++) await failOnce(throttle, stranger(ip(i)));
    expect(await succeedOnce(throttle, stranger('203.0.113.7'))).toMatchObject({ code: 'RATE_LIMITED' });

    vi.setSystemTime(Date.now() + 61_000);
    expect(await succeedOnce(throttle, stranger('203.0.113.7'))).toBeUndefined();
    // The strangers are still in the slow lane: one slot left this minute, not a fresh free budget.
    const after = [];
    for (let i = 41; i <= 41 + ACCOUNT_FREE_ATTEMPTS; i++)
      after.push(await failOnce(throttle, stranger(ip(i))));
    expect(after.filter((refusal) => refusal === undefined)).toHaveLength(ACCOUNT_ATTEMPTS_PER_MINUTE - 1);
  });
});

describe('the per-account login limit and trusted devices: strangers cannot lock the owner out', () => {
  it("lets the owner's trusted browser in while strangers guess from rotating addresses", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const throttle = createLoginThrottle();
    // One wrong guess every 5 s from a new address, for half an hour; the owner logs in every minute.
    let ownerRefusals = 0;
    let guessesChecked = 0;
    for (let tick = 0; tick < 360; tick++) {
      const from = `198.51.${Math.floor(tick / 250)}.${(tick % 250) + 1}`;
      if ((await failOnce(throttle, stranger(from))) === undefined) guessesChecked++;
      if (tick % 12 === 6 && (await succeedOnce(throttle, OWNER_DEVICE))) ownerRefusals++;
      vi.setSystemTime(Date.now() + 5_000);
    }
    expect(ownerRefusals).toBe(0);
    // Meanwhile the strangers stayed in the slow lane: per 15-minute window the free
    // attempts plus the per-minute slots (a window may straddle 16 minutes), not 180 guesses.
    const perWindow = ACCOUNT_FREE_ATTEMPTS + 16 * ACCOUNT_ATTEMPTS_PER_MINUTE;
    expect(guessesChecked).toBeLessThanOrEqual(2 * perWindow);
  });

  it("does not refill the strangers' budget when the owner logs in", async () => {
    const throttle = createLoginThrottle();
    for (let i = 1; i <= ACCOUNT_FREE_ATTEMPTS + ACCOUNT_ATTEMPTS_PER_MINUTE; i++) {
      expect(await failOnce(throttle, stranger(ip(i)))).toBeUndefined();
    }
    expect(await succeedOnce(throttle, OWNER_DEVICE)).toBeUndefined();
    expect(await failOnce(throttle, stranger(ip(100)))).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it("gives each trusted browser its own small budget, untouched by strangers' and other devices' failures", async () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < DEVICE_LOCKOUT_AFTER; i++)
      expect(await failOnce(throttle, OWNER_DEVICE)).toBeUndefined();
    const refusal = await failOnce(throttle, OWNER_DEVICE);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refusal?.message).toContain('from this browser');
    // Another trusted browser of the same account, and strangers, are not affected.
    const laptop = { ...OWNER_DEVICE, deviceKey: 'user-1:nonce-2' };
    expect(await succeedOnce(throttle, laptop)).toBeUndefined();
    expect(await failOnce(throttle, stranger(ip(1)))).toBeUndefined();
  });

  it('counts only failures against a trusted browser, yet bounds parallel guesses with a stolen cookie', async () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 3 * DEVICE_LOCKOUT_AFTER; i++)
      expect(await succeedOnce(throttle, OWNER_DEVICE)).toBeUndefined();
    const results = await Promise.allSettled(
      Array.from({ length: 3 * DEVICE_LOCKOUT_AFTER }, () => throttle.beforeAttempt(OWNER_DEVICE)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(DEVICE_LOCKOUT_AFTER);
  });
});
