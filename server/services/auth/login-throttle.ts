import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '#server/errors.ts';

/**
 * Limits password guessing on top of the per-IP request limit, in two layers
 * (docs/decisions/004-login-throttling.md):
 * - per e-mail and IP: after LOCKOUT_AFTER failures that address is refused
 *   for that account until the window ends; other addresses are not, so
 *   nobody can lock the owner out from afar;
 * - per account from anywhere: after ACCOUNT_FREE_ATTEMPTS attempts without a
 *   success, the account takes at most ACCOUNT_ATTEMPTS_PER_MINUTE attempts
 *   per minute from all addresses together, so many IPs cannot guess at full
 *   speed, while the owner waits at most a minute for the next slot.
 * A success clears both. With Redis the counts are shared by every instance.
 */
export interface LoginThrottle {
  /** Throws RATE_LIMITED (with retryAfterSeconds) when this attempt may not be checked. */
  beforeAttempt(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

export const LOCKOUT_AFTER = 10;
export const ACCOUNT_FREE_ATTEMPTS = 5;
export const ACCOUNT_ATTEMPTS_PER_MINUTE = 2;
const WINDOW_SECONDS = 15 * 60;
const SLOW_LANE_SECONDS = 60;

export interface LoginThrottleOptions {
  /** Shares the counts between app instances; without it they live in this process. */
  redis?: Redis;
  keyPrefix?: string;
}

export function createLoginThrottle(options: LoginThrottleOptions = {}): LoginThrottle {
  const prefix = options.keyPrefix ?? 'pawsmile';
  const limiter = (name: string, points: number, duration: number) =>
    createLimiter({ redis: options.redis, keyPrefix: `${prefix}-login-${name}`, points, duration });
  const failuresByPair = limiter('pair', LOCKOUT_AFTER, WINDOW_SECONDS);
  // Counted when the attempt starts (atomically), not when it fails, so a
  // burst of parallel guesses cannot all slip through before any is recorded.
  const attemptsByAccount = limiter('account', ACCOUNT_FREE_ATTEMPTS, WINDOW_SECONDS);
  const slowLaneByAccount = limiter('slow', ACCOUNT_ATTEMPTS_PER_MINUTE, SLOW_LANE_SECONDS);

  return {
    async beforeAttempt(email, ip) {
      const pair = await failuresByPair.get(pairKey(email, ip));
      if (pair && pair.consumedPoints >= LOCKOUT_AFTER) {
        throw tooMany('Too many failed logins. Please wait a few minutes and try again.', pair);
      }
      if (!(await consume(attemptsByAccount, accountKey(email)))) return;
      const slot = await consume(slowLaneByAccount, accountKey(email));
      if (slot) {
        const seconds = retryAfterSeconds(slot);
        throw tooMany(
          `Too many failed logins for this account. Please try again in ${seconds} seconds.`,
          slot,
        );
      }
    },
    async recordFailure(email, ip) {
      await consume(failuresByPair, pairKey(email, ip));
    },
    async recordSuccess(email, ip) {
      await Promise.all([
        failuresByPair.delete(pairKey(email, ip)),
        attemptsByAccount.delete(accountKey(email)),
        slowLaneByAccount.delete(accountKey(email)),
      ]);
    },
  };
}

function createLimiter(options: {
  redis?: Redis;
  keyPrefix: string;
  points: number;
  duration: number;
}): RateLimiterAbstract {
  const { redis, ...limits } = options;
  const memory = new RateLimiterMemory(limits);
  if (!redis) return memory;
  // If Redis is unreachable each instance falls back to its own counts rather than refusing every login.
  return new RateLimiterRedis({ ...limits, storeClient: redis, insuranceLimiter: memory });
}

/** Consumes one point; returns the limiter's answer when over the limit, undefined when allowed. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

/** Keys carry a hash, so Redis never holds e-mail addresses. */
function accountKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url');
}

function pairKey(email: string, ip: string): string {
  return `${accountKey(email)}|${ip}`;
}

function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

function tooMany(message: string, res: RateLimiterRes): AppError {
  return new AppError('RATE_LIMITED', message, { details: { retryAfterSeconds: retryAfterSeconds(res) } });
}
