import {
  GUEST_SCAN_LIMIT,
  isPlusStatus,
  type PlanId,
  STARTER_SCAN_LIMIT,
  STARTER_WINDOW_DAYS,
} from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { listQuotaScanTimes } from '#server/db/repositories/scans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { addDays } from '#server/lib/time.ts';

/**
 * A reservation older than this belongs to a request that died mid-scan
 * (a whole scan takes well under a second); it stops holding quota.
 */
export const RESERVATION_TTL_MS = 5 * 60 * 1000;

export interface MemberQuota {
  plan: PlanId;
  /**
   * A trial account (made on /trial, no e-mail or password yet): its allowance is
   * the guest's, GUEST_SCAN_LIMIT scans ever, until it adds an e-mail and password.
   */
  isTrial: boolean;
  scansUsed: number;
  /** null: unlimited (Plus). */
  scanLimit: number | null;
  windowDays: number;
  /** When the next scan is allowed; null when one is allowed now, or (trial) never without signing up. */
  nextScanAt: Date | null;
}

/**
 * docs/product-rules.md#plans-and-quotas: Starter gets STARTER_SCAN_LIMIT scans per rolling
 * STARTER_WINDOW_DAYS; Plus is unlimited (its abuse limit lives in reserveScan).
 * Scans made as a guest and later moved into the account do not count, except
 * for a trial account: it is the guest who made it, so the one free scan, ever,
 * still applies to it (else /trial would hand out a second scan).
 */
export async function getMemberQuota(options: { db: Db; user: UserRow; now: Date }): Promise<MemberQuota> {
  const { db, user, now } = options;
  const isPlus = isPlusStatus(user.subscription_status);
  const isTrial = !isPlus && user.is_trial === 1;
  const times = await listQuotaScanTimes(db, {
    owner: { kind: 'user', userId: user.id },
    sinceIso: isTrial ? '' : addDays(now, -STARTER_WINDOW_DAYS).toISOString(),
    reservedAfterIso: new Date(now.getTime() - RESERVATION_TTL_MS).toISOString(),
    includeClaimedGuestScans: isTrial,
  });
  const base = { scansUsed: times.length, windowDays: STARTER_WINDOW_DAYS, isTrial };
  if (isPlus) return { plan: 'plus', scanLimit: null, nextScanAt: null, ...base };
  if (isTrial) return { plan: 'starter', scanLimit: GUEST_SCAN_LIMIT, nextScanAt: null, ...base };
  // With n scans in the window and a limit of L, a slot frees when the (n-L+1)th oldest leaves it.
  const blocking = times.length >= STARTER_SCAN_LIMIT ? times[times.length - STARTER_SCAN_LIMIT] : undefined;
  const nextScanAt = blocking ? addDays(new Date(blocking), STARTER_WINDOW_DAYS) : null;
  return { plan: 'starter', scanLimit: STARTER_SCAN_LIMIT, nextScanAt, ...base };
}
