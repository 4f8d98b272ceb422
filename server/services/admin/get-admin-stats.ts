import type { TAdminStats } from '#common/contracts/admin.ts';
import type { Db } from '#server/db/client.ts';
import { countAdminTotals } from '#server/db/repositories/admin-stats.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertAdmin } from './assert-admin.ts';

/**
 * The four stat cards (docs/product-rules.md#admin): every account, every
 * finished scan, every referral request, every approved partner; and the referrals a clinic declined,
 * which wait for an admin.
 */
export async function getAdminStats(options: { db: Db; user: UserRow | null }): Promise<TAdminStats> {
  assertAdmin(options.user);
  const totals = await countAdminTotals(options.db);
  return {
    totalUsers: totals.users,
    totalScans: totals.scans,
    totalReferrals: totals.referrals,
    totalPartners: totals.partners,
    declinedReferrals: totals.declinedReferrals,
  };
}
