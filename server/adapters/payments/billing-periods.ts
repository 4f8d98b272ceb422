import type { BillingInterval } from '#common/plans.ts';

/**
 * The end of a billing period that starts at `start`: one calendar month or year later (UTC). Like
 * Stripe, a day the next month lacks (31 January) falls on that month's last day (28/29 February).
 */
export function addBillingPeriod(start: Date, interval: BillingInterval): Date {
  const end = new Date(start.getTime());
  const months = interval === 'yearly' ? 12 : 1;
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}
