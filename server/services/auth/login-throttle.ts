import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '#server/errors.ts';

/**
 * Slows repeated failed logins (on top of the per-IP rate limit): after a few
 * failures for an e-mail address each attempt waits longer, from anywhere;
 * past the lockout threshold that address is refused for a while, but only
 * from the IP that failed, so nobody can lock the owner out from afar.
 * Kept in memory: with several app instances each keeps its own count, which
 * still bounds guessing to a small multiple.
 */
export interface LoginThrottle {
  beforeAttempt(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): void;
  recordSuccess(email: string, ip: string): void;
}

export const FREE_ATTEMPTS = 3;
export const LOCKOUT_AFTER = 10;
const WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 4000;
/** Bounds memory under a spray of random addresses. */
const MAX_TRACKED = 50_000;

export function createLoginThrottle(options: { delayUnitMs?: number } = {}): LoginThrottle {
  const delayUnit = options.delayUnitMs ?? 250;
  const byEmail = createFailureCounter();
  const byEmailAndIp = createFailureCounter();
  const pairKey = (email: string, ip: string) => `${email}|${ip}`;

  return {
    async beforeAttempt(email, ip) {
      const local = byEmailAndIp.current(pairKey(email, ip));
      if (local && local.count >= LOCKOUT_AFTER) {
        const retryAfterSeconds = Math.ceil((local.firstAt + WINDOW_MS - Date.now()) / 1000);
        throw new AppError(
          'RATE_LIMITED',
          'Too many failed logins. Please wait a few minutes and try again.',
          {
            details: { retryAfterSeconds },
          },
        );
      }
      const global = byEmail.current(email);
      if (!global || global.count < FREE_ATTEMPTS) return;
      await sleep(Math.min(MAX_DELAY_MS, delayUnit * 2 ** (global.count - FREE_ATTEMPTS)));
    },
    recordFailure(email, ip) {
      byEmail.add(email);
      byEmailAndIp.add(pairKey(email, ip));
    },
    recordSuccess(email, ip) {
      byEmail.clear(email);
      byEmailAndIp.clear(pairKey(email, ip));
    },
  };
}

/** Failure counts per key within a sliding window that starts at the first failure. */
function createFailureCounter() {
  const failures = new Map<string, { count: number; firstAt: number }>();
  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && Date.now() - entry.firstAt > WINDOW_MS) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    current,
    add(key: string) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, firstAt: Date.now() });
      if (failures.size > MAX_TRACKED) failures.delete(failures.keys().next().value as string);
    },
    clear(key: string) {
      failures.delete(key);
    },
  };
}
