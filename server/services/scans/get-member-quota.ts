import {
  GUEST_SCAN_LIMIT,
  isPlusStatus,
  type PlanId,
  STARTER_SCAN_LIMIT,
  STARTER_WINDOW_DAYS,
} from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { listQuotaScans } from '#server/db/repositories/scans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { addDays } from '#server/lib/time.ts';
import { pendingUntil, RESERVATION_TTL_MS } from './pending-scans.ts';

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
  /**
   * Set while only scans still being processed (live reservations, e.g. of an upload cut off by a
   * crash) fill the allowance: when they stop holding it. Null otherwise (pending-scans.ts).
   */
  scanPendingUntil: Date | null;
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
  const scans = await listQuotaScans(db, {
    owner: { kind: 'user', userId: user.id },
    sinceIso: isTrial ? '' : addDays(now, -STARTER_WINDOW_DAYS).toISOString(),
    reservedAfterIso: new Date(now.getTime() - RESERVATION_TTL_MS).toISOString(),
    includeClaimedGuestScans: isTrial,
  });
  const base = { scansUsed: scans.length, windowDays: STARTER_WINDOW_DAYS, isTrial };
  if (isPlus) return { plan: 'plus', scanLimit: null, nextScanAt: null, scanPendingUntil: null, ...base };
  const scanLimit = isTrial ? GUEST_SCAN_LIMIT : STARTER_SCAN_LIMIT;
  const scanPendingUntil = pendingUntil(scans, scanLimit);
  if (isTrial) return { plan: 'starter', scanLimit, nextScanAt: null, scanPendingUntil, ...base };
  // With n finished scans in the window and a limit of L, a slot frees when the (n-L+1)th oldest
  // leaves it. Pending ones are left out: they may never finish (scanPendingUntil speaks for them).
  const done = scans.filter((scan) => !scan.isPending).map((scan) => scan.createdAt);
  const blocking = done.length >= scanLimit ? done[done.length - scanLimit] : undefined;
  const nextScanAt = blocking ? addDays(new Date(blocking), STARTER_WINDOW_DAYS) : null;
  return { plan: 'starter', scanLimit, nextScanAt, scanPendingUntil, ...base };
}
