import type { TRevenueReport } from '#common/contracts/admin.ts';
import type { Db } from '#server/db/client.ts';
import { summariseRevenue } from '#server/db/repositories/revenue.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertAdmin } from './assert-admin.ts';

/**
 * Revenue from the billing tables (docs/product-rules.md#admin): paying
 * subscriptions by interval, monthly recurring revenue (a yearly plan counts a
 * twelfth of its price), subscriptions started (first paid) and ended this
 * calendar month (UTC), and the payments refunded this month. A checkout never
 * paid, or replaced by another before it was, is neither started nor cancelled.
 */
export async function getRevenue(options: {
  db: Db;
  user: UserRow | null;
  now?: Date;
}): Promise<TRevenueReport> {
  assertAdmin(options.user);
  const now = options.now ?? new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const summary = await summariseRevenue(options.db, monthStart);
  return {
    currency: 'usd',
    activeByInterval: { monthly: summary.monthly.count, yearly: summary.yearly.count },
    mrrCents: Math.round(summary.monthly.cents + summary.yearly.cents / 12),
    newThisMonth: summary.startedThisMonth,
    cancelledThisMonth: summary.cancelledThisMonth,
    refunds: { count: summary.refundsThisMonth.count, amountCents: summary.refundsThisMonth.cents },
    hasData: summary.total > 0,
  };
}
