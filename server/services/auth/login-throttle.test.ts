import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { createLoginThrottle, FREE_ATTEMPTS, LOCKOUT_AFTER } from './login-throttle.ts';

describe('login throttle', () => {
  it('lets the first attempts through at once, then slows down', async () => {
    const throttle = createLoginThrottle({ delayUnitMs: 20 });
    for (let i = 0; i < FREE_ATTEMPTS; i++) throttle.recordFailure('a@b.co', '198.51.100.1');
    const started = performance.now();
    // The delay applies from any address.
    await throttle.beforeAttempt('a@b.co', '203.0.113.7');
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('locks out only the address that failed, and forgets it after a success', async () => {
    const throttle = createLoginThrottle({ delayUnitMs: 0 });
    for (let i = 0; i < LOCKOUT_AFTER; i++) throttle.recordFailure('a@b.co', '198.51.100.1');
    await expect(throttle.beforeAttempt('a@b.co', '198.51.100.1')).rejects.toBeInstanceOf(AppError);
    // The real owner elsewhere is slowed down, not locked out.
    await expect(throttle.beforeAttempt('a@b.co', '203.0.113.7')).resolves.toBeUndefined();
    await expect(throttle.beforeAttempt('other@b.co', '198.51.100.1')).resolves.toBeUndefined();
    throttle.recordSuccess('a@b.co', '198.51.100.1');
    await expect(throttle.beforeAttempt('a@b.co', '198.51.100.1')).resolves.toBeUndefined();
  });
});
