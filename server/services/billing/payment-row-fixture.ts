import type { PaymentRow } from '#server/db/schema.ts';

/** A paid monthly $9.99 payment row for the billing unit tests; each test overrides what it is about. */
export function paymentRow(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: 'p1',
    user_id: 'u',
    subscription_id: 's',
    provider: 'test',
    provider_payment_id: 'tpi_1',
    provider_charge_ref: 'tpi_1',
    amount_cents: 999,
    currency: 'usd',
    plan_interval: 'monthly',
    paid_at: '2026-11-01T10:00:00.000Z',
    refunded_at: null,
    refunded_by: null,
    refund_claimed_at: null,
    refund_reason: null,
    card_brand: 'visa',
    card_last4: '4242',
    period_start: null,
    period_end: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
