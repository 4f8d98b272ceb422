import type { TAdminPayments } from '#common/contracts/admin.ts';
import type { TPageQuery } from '#common/contracts/pagination.ts';
import { MONEY_BACK_DAYS } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { listPaymentsPage } from '#server/db/repositories/revenue.ts';
import type { UserRow } from '#server/db/schema.ts';
import { addDays } from '#server/lib/time.ts';
import { assertAdmin } from './assert-admin.ts';

/** Payments for the revenue view; `isRefundable` follows the 30-day money-back promise. */
export async function listPayments(options: {
  db: Db;
  user: UserRow | null;
  page: TPageQuery;
  now?: Date;
}): Promise<TAdminPayments> {
  assertAdmin(options.user);
  const now = options.now ?? new Date();
  const { page, limit } = options.page;
  const { rows, total } = await listPaymentsPage(options.db, { limit, offset: (page - 1) * limit });
  return {
    items: rows.map((row) => ({
      id: row.id,
      userEmail: row.user_email,
      amountCents: Number(row.amount_cents),
      currency: row.currency,
      interval: row.plan_interval,
      paidAt: row.paid_at,
      refundedAt: row.refunded_at,
      isRefundable: !row.refunded_at && now <= addDays(new Date(row.paid_at), MONEY_BACK_DAYS),
    })),
    total,
    page,
    limit,
  };
}
