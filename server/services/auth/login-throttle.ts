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
 * Limits password guessing on top of the per-IP request limit, following
 * OWASP's device-cookie approach (docs/decisions/004-login-throttling.md):
 * - a browser that logged in to this account before (a trusted device, see
 *   trusted-devices.ts) has a budget of its own: after DEVICE_LOCKOUT_AFTER
 *   failures in the window that device is refused, and nothing strangers do
 *   counts against it, so guessing from elsewhere cannot lock the owner out;
 * - strangers (no trusted-device cookie for this account) are limited per
 *   e-mail and IP (LOCKOUT_AFTER failures), and share one budget per account:
 *   after ACCOUNT_FREE_ATTEMPTS attempts the account takes at most
 *   ACCOUNT_ATTEMPTS_PER_MINUTE attempts per minute from all strangers
 *   together. A success does not refill that budget: it would hand an
 *   attacker more guesses every time the owner logs in.
 * Attempts are counted when they start (atomically), so a burst of parallel
 * guesses is counted before any has failed. With Redis the counts are shared
 * by every instance.
 */
export interface LoginThrottle {
  /** Throws RATE_LIMITED (with retryAfterSeconds) when this attempt may not be checked. */
  beforeAttempt(attempt: LoginAttempt): Promise<void>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

export interface LoginAttempt {
  email: string;
  ip: string;
  /** trustedDeviceKey() of a signature-checked cookie for this very account, else null. */
  deviceKey: string | null;
}

export const LOCKOUT_AFTER = 10;
export const ACCOUNT_FREE_ATTEMPTS = 5;
export const ACCOUNT_ATTEMPTS_PER_MINUTE = 2;
export const DEVICE_LOCKOUT_AFTER = 10;
const WINDOW_SECONDS = 15 * 60;
const SLOW_LANE_SECONDS = 60;

/**
 * What /metrics counts (lib/metrics/app-metrics.ts): a checked attempt's outcome, or which limit
 * refused one (device: a trusted browser's own budget; pair: one e-mail from one address; account:
 * the strangers' shared slow lane).
 */
export type LoginThrottleEvent =
  | 'success'
  | 'failure'
  | 'refused_device'
  | 'refused_pair'
  | 'refused_account';

export interface LoginThrottleOptions {
  /** Shares the counts between app instances; without it they live in this process. */
  redis?: Redis;
  keyPrefix?: string;
  onEvent?: (event: LoginThrottleEvent) => void;
}

export function createLoginThrottle(options: LoginThrottleOptions = {}): LoginThrottle {
  const prefix = options.keyPrefix ?? 'pawsmile';
  const limiter = (name: string, points: number, duration: number) =>
    createLimiter({ redis: options.redis, keyPrefix: `${prefix}-login-${name}`, points, duration });
  const failuresByPair = limiter('pair', LOCKOUT_AFTER, WINDOW_SECONDS);
  const attemptsByAccount = limiter('account', ACCOUNT_FREE_ATTEMPTS, WINDOW_SECONDS);
  const slowLaneByAccount = limiter('slow', ACCOUNT_ATTEMPTS_PER_MINUTE, SLOW_LANE_SECONDS);
  // Every attempt is counted at its start and a success is given back, so only
  // failures remain, yet parallel guesses with a stolen cookie are still bounded.
  const attemptsByDevice = limiter('device', DEVICE_LOCKOUT_AFTER, WINDOW_SECONDS);
  const report = options.onEvent ?? (() => {});

  return {
    async beforeAttempt({ email, ip, deviceKey }) {
      if (deviceKey) {
        const device = await consume(attemptsByDevice, hashed(deviceKey));
        if (device) {
          report('refused_device');
          throw tooMany(
            `Too many failed logins from this browser. Please try again in ${minutes(device)}.`,
            device,
          );
        }
        return;
      }
      const pair = await failuresByPair.get(pairKey(email, ip));
      if (pair && pair.consumedPoints >= LOCKOUT_AFTER) {
        report('refused_pair');
        throw tooMany('Too many failed logins. Please wait a few minutes and try again.', pair);
      }
      if (!(await consume(attemptsByAccount, accountKey(email)))) return;
      const slot = await consume(slowLaneByAccount, accountKey(email));
      if (slot) {
        report('refused_account');
        const seconds = retryAfterSeconds(slot);
        throw tooMany(
          `Too many failed logins for this account. Please try again in ${seconds} seconds.`,
          slot,
        );
      }
    },
    async recordFailure({ email, ip, deviceKey }) {
      report('failure');
      if (deviceKey) return; // counted when it started
      await consume(failuresByPair, pairKey(email, ip));
    },
    async recordSuccess({ email, ip, deviceKey }) {
      report('success');
      if (deviceKey) {
        await attemptsByDevice.reward(hashed(deviceKey), 1);
        return;
      }
      // Only this address's own failures are forgotten; the strangers' account budget stays spent.
      await failuresByPair.delete(pairKey(email, ip));
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

/** Keys carry a hash, so Redis never holds e-mail addresses or device nonces. */
function hashed(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

function accountKey(email: string): string {
  return hashed(email);
}

function pairKey(email: string, ip: string): string {
  return `${accountKey(email)}|${ip}`;
}

function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

function minutes(res: RateLimiterRes): string {
  const n = Math.max(1, Math.ceil(res.msBeforeNext / 60_000));
  return n === 1 ? '1 minute' : `${n} minutes`;
}

function tooMany(message: string, res: RateLimiterRes): AppError {
  return new AppError('RATE_LIMITED', message, { details: { retryAfterSeconds: retryAfterSeconds(res) } });
}
