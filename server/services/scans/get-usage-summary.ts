import type { TMeSummary } from '#common/contracts/me.ts';
import { isPlusStatus, STARTER_HISTORY_LIMIT } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { listVisibleUserScans } from '#server/db/repositories/scans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { getMemberQuota } from './get-member-quota.ts';
import { toScanResult } from './to-scan-result.ts';

const RECENT_SCANS = 5;

/**
 * GET /api/me/summary: plan, allowance and latest scans. Starter sees no more
 * recent scans than its history allows, so the summary never shows what the
 * history page hides.
 */
export async function getUsageSummary(options: { db: Db; user: UserRow; now?: Date }): Promise<TMeSummary> {
  const { db, user } = options;
  const quota = await getMemberQuota({ db, user, now: options.now ?? new Date() });
  const limit = isPlusStatus(user.subscription_status)
    ? RECENT_SCANS
    : Math.min(RECENT_SCANS, STARTER_HISTORY_LIMIT);
  const recent = await listVisibleUserScans(db, { userId: user.id, limit });
  return {
    plan: quota.plan,
    isTrial: quota.isTrial,
    scansUsed: quota.scansUsed,
    scanLimit: quota.scanLimit,
    windowDays: quota.windowDays,
    nextScanAt: quota.nextScanAt?.toISOString() ?? null,
    scanPendingUntil: quota.scanPendingUntil?.toISOString() ?? null,
    recentScans: recent.map(toScanResult),
  };
}
