import { MONEY_BACK_DAYS } from '#common/plans.ts';
import type { PaymentRow } from '#server/db/schema.ts';
import { addDays } from '#server/lib/time.ts';

export type GuaranteeState = 'available' | 'used' | 'expired' | 'refunded' | 'none';

export interface GuaranteeStatus {
  state: GuaranteeState;
  /** The member's first payment, the one the guarantee refunds. */
  payment: PaymentRow | null;
  /** The last moment the guarantee can be asked for (first payment + MONEY_BACK_DAYS). */
  endsAt: Date | null;
}

/**
 * The 30-day money-back guarantee, once per member (docs/product-rules.md#billing): within
 * MONEY_BACK_DAYS of the member's first payment they can have it back. A payment that landed on a
 * replaced checkout and was refunded at once never counts as the first. Pure, unit tested.
 */
export function guaranteeStatus(payments: PaymentRow[], now: Date): GuaranteeStatus {
  if (payments.some((p) => p.refund_reason === 'guarantee')) {
    const used = payments.find((p) => p.refund_reason === 'guarantee') ?? null;
    return { state: 'used', payment: used, endsAt: null };
  }
  const first = payments
    .filter((p) => p.refund_reason !== 'replaced_checkout')
    .reduce<PaymentRow | null>(
      (earliest, p) => (!earliest || p.paid_at < earliest.paid_at ? p : earliest),
      null,
    );
  if (!first) return { state: 'none', payment: null, endsAt: null };
  const endsAt = addDays(new Date(first.paid_at), MONEY_BACK_DAYS);
  if (first.refunded_at) return { state: 'refunded', payment: first, endsAt };
  return { state: now <= endsAt ? 'available' : 'expired', payment: first, endsAt };
}
