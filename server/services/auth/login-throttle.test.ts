import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { createLoginThrottle, FREE_ATTEMPTS, LOCKOUT_AFTER } from './login-throttle.ts';

describe('login throttle', () => {
  it('lets the first attempts through at once, then slows down', async () => {
    const throttle = createLoginThrottle({ delayUnitMs: 20 });
    for (let i = 0; i < FREE_ATTEMPTS; i++) throttle.recordFailure('a@b.co');
    const started = performance.now();
    await throttle.beforeAttempt('a@b.co');
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('locks out after too many failures and forgets them after a success', async () => {
    const throttle = createLoginThrottle({ delayUnitMs: 0 });
    for (let i = 0; i < LOCKOUT_AFTER; i++) throttle.recordFailure('a@b.co');
    await expect(throttle.beforeAttempt('a@b.co')).rejects.toBeInstanceOf(AppError);
    await expect(throttle.beforeAttempt('other@b.co')).resolves.toBeUndefined();
    throttle.recordSuccess('a@b.co');
    await expect(throttle.beforeAttempt('a@b.co')).resolves.toBeUndefined();
  });
});
