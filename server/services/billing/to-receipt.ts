import type { TReceipt } from '#common/contracts/billing.ts';
import { addBillingPeriod } from '#server/adapters/payments/billing-periods.ts';
import type { PaymentRow } from '#server/db/schema.ts';

/** The period a payment paid for; rows stored before periods were recorded start on their payment day. */
export function paidPeriod(row: PaymentRow): { start: string; end: string } {
  const start = row.period_start ?? row.paid_at;
  const end = row.period_end ?? addBillingPeriod(new Date(start), row.plan_interval).toISOString();
  return { start, end };
}

/** A receipt number a member can quote: the payment day and the start of our payment id. */
export function receiptNumber(row: Pick<PaymentRow, 'id' | 'paid_at'>): string {
  const day = row.paid_at.slice(0, 10).replaceAll('-', '');
  return `PS-${day}-${row.id
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;
}

export function toReceipt(row: PaymentRow): TReceipt {
  const period = paidPeriod(row);
  return {
    id: row.id,
    number: receiptNumber(row),
    amountCents: row.amount_cents,
    currency: row.currency,
    interval: row.plan_interval,
    paidAt: row.paid_at,
    periodStart: period.start,
    periodEnd: period.end,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    refundedAt: row.refunded_at,
    refundReason: row.refunded_at ? (row.refund_reason ?? 'provider') : null,
  };
}
