import { MONEY_BACK_DAYS } from '#common/plans.ts';
import type { PaymentRow } from '#server/db/schema.ts';
import { addDays } from '#server/lib/time.ts';
import { chargesAfterPlanEnd } from './charges-after-plan-end.ts';

export type GuaranteeState = 'available' | 'used' | 'expired' | 'refunded' | 'none';

export interface GuaranteeStatus {
  state: GuaranteeState;
  /** The member's first payment, the one the guarantee refunds. */
  payment: PaymentRow | null;
  /** The last moment the guarantee can be asked for (first payment + MONEY_BACK_DAYS). */
  endsAt: Date | null;
  /**
   * While available: the later charges of the plan that payment started which pay for time after
   * now (a renewal inside the window). Plus ends with the refund, so they are refunded with it.
   */
  laterCharges: PaymentRow[];
}

/**
 * The 30-day money-back guarantee, once per member (docs/product-rules.md#billing): within
 * MONEY_BACK_DAYS of the member's first payment they can have it back. A payment that landed on a
 * replaced checkout and was refunded at once never counts as the first. Pure, unit tested.
 */
export function guaranteeStatus(payments: PaymentRow[], now: Date): GuaranteeStatus {
  if (payments.some((p) => p.refund_reason === 'guarantee')) {
    const used = payments.find((p) => p.refund_reason === 'guarantee') ?? null;
    return { state: 'used', payment: used, endsAt: null, laterCharges: [] };
  }
  const first = payments
    .filter((p) => p.refund_reason !== 'replaced_checkout')
    .reduce<PaymentRow | null>(
      (earliest, p) => (!earliest || p.paid_at < earliest.paid_at ? p : earliest),
      null,
    );
  if (!first) return { state: 'none', payment: null, endsAt: null, laterCharges: [] };
  const endsAt = addDays(new Date(first.paid_at), MONEY_BACK_DAYS);
  if (first.refunded_at) return { state: 'refunded', payment: first, endsAt, laterCharges: [] };
  if (now > endsAt) return { state: 'expired', payment: first, endsAt, laterCharges: [] };
  const samePlan = payments.filter((p) => p.subscription_id === first.subscription_id && p.id !== first.id);
  return { state: 'available', payment: first, endsAt, laterCharges: chargesAfterPlanEnd(samePlan, now) };
}
