import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '#server/errors.ts';

/**
 * Slows repeated failed logins for one e-mail address (on top of the per-IP
 * rate limit): after a few failures each attempt waits longer, and past the
 * lockout threshold attempts are refused until the window passes. Kept in
 * memory: with several app instances each keeps its own count, which still
 * bounds guessing to a small multiple.
 */
export interface LoginThrottle {
  beforeAttempt(email: string): Promise<void>;
  recordFailure(email: string): void;
  recordSuccess(email: string): void;
}

export const FREE_ATTEMPTS = 3;
export const LOCKOUT_AFTER = 10;
const WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 4000;

export function createLoginThrottle(options: { delayUnitMs?: number } = {}): LoginThrottle {
  const delayUnit = options.delayUnitMs ?? 250;
  const failures = new Map<string, { count: number; firstAt: number }>();

  const current = (email: string) => {
    const entry = failures.get(email);
    if (entry && Date.now() - entry.firstAt > WINDOW_MS) {
      failures.delete(email);
      return undefined;
    }
    return entry;
  };

  return {
    async beforeAttempt(email) {
      const entry = current(email);
      if (!entry || entry.count < FREE_ATTEMPTS) return;
      if (entry.count >= LOCKOUT_AFTER) {
        const retryAfterS = Math.ceil((entry.firstAt + WINDOW_MS - Date.now()) / 1000);
        throw new AppError(
          'RATE_LIMITED',
          'Too many failed logins. Please wait a few minutes and try again.',
          {
            details: { retryAfterSeconds: retryAfterS },
          },
        );
      }
      await sleep(Math.min(MAX_DELAY_MS, delayUnit * 2 ** (entry.count - FREE_ATTEMPTS)));
    },
    recordFailure(email) {
      const entry = current(email);
      if (entry) entry.count += 1;
      else failures.set(email, { count: 1, firstAt: Date.now() });
      // Bound memory under a spray of random addresses.
      if (failures.size > 50_000) failures.delete(failures.keys().next().value as string);
    },
    recordSuccess(email) {
      failures.delete(email);
    },
  };
}
