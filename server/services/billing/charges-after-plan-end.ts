import type { PaymentRow, RefundReason } from '#server/db/schema.ts';
import { paidPeriod } from './to-receipt.ts';

/** Refunds that end the plan they paid for at once (the refund's caller cancels it at the provider). */
const PLAN_ENDING_REASONS = new Set<RefundReason | null>(['guarantee', 'admin']);

/**
 * When a refund ended this plan's Plus: the earliest guarantee or admin refund among its payments,
 * or null while nothing has ended it early.
 */
export function planEndedByRefundAt(planPayments: PaymentRow[]): Date | null {
  const ends = planPayments
    .filter((p) => p.refunded_at && PLAN_ENDING_REASONS.has(p.refund_reason))
    .map((p) => p.refunded_at ?? '')
    .sort();
  return ends[0] ? new Date(ends[0]) : null;
}

/**
 * The charges of one plan that pay for time after `endsAt`, when its Plus ends:
 * a renewal, at the old interval or the new one after a switch, that fell inside the guarantee window.
 * The plan gives no Plus for that time, so they are refunded in full with the refund that ends it.
 * A charge whose period ended by then was used, and stands. Pure, unit tested.
 */
export function chargesAfterPlanEnd(planPayments: PaymentRow[], endsAt: Date): PaymentRow[] {
  const end = endsAt.toISOString();
  return planPayments.filter((p) => !p.refunded_at && paidPeriod(p).end > end);
}
