import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '#server/db/schema.ts';
import { guaranteeStatus } from './guarantee-status.ts';

const DAY = 86_400_000;
const paidAt = new Date('2026-11-01T10:00:00Z');

function payment(overrides: Partial<PaymentRow> = {}): PaymentRow {
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
    paid_at: paidAt.toISOString(),
    refunded_at: null,
    refunded_by: null,
    refund_claimed_at: null,
    refund_reason: null,
    card_brand: 'visa',
    card_last4: '4242',
    period_start: null,
    period_end: null,
    created_at: paidAt.toISOString(),
    ...overrides,
  };
}

describe('guaranteeStatus', () => {
  it('is available for 30 days after the first payment, then expired', () => {
    const status = guaranteeStatus([payment()], new Date(paidAt.getTime() + 29 * DAY));
    expect(status).toMatchObject({ state: 'available', payment: { id: 'p1' } });
    expect(status.endsAt?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(guaranteeStatus([payment()], new Date(paidAt.getTime() + 30 * DAY)).state).toBe('available');
    expect(guaranteeStatus([payment()], new Date(paidAt.getTime() + 30 * DAY + 1)).state).toBe('expired');
  });

  it('refunds the first payment, not a renewal, and never a refunded replaced checkout', () => {
    const renewal = payment({ id: 'p2', paid_at: new Date(paidAt.getTime() + 28 * DAY).toISOString() });
    const replaced = payment({
      id: 'p0',
      paid_at: new Date(paidAt.getTime() - DAY).toISOString(),
      refunded_at: paidAt.toISOString(),
      refund_reason: 'replaced_checkout',
    });
    const status = guaranteeStatus([renewal, payment(), replaced], new Date(paidAt.getTime() + 29 * DAY));
    expect(status).toMatchObject({ state: 'available', payment: { id: 'p1' } });
  });

  it('is once per member, and gone when the first payment was refunded otherwise', () => {
    const used = payment({ refunded_at: paidAt.toISOString(), refund_reason: 'guarantee' });
    expect(guaranteeStatus([payment({ id: 'p9' }), used], paidAt).state).toBe('used');
    const byAdmin = payment({ refunded_at: paidAt.toISOString(), refund_reason: 'admin' });
    expect(guaranteeStatus([byAdmin], paidAt).state).toBe('refunded');
    expect(guaranteeStatus([], paidAt)).toEqual({ state: 'none', payment: null, endsAt: null });
  });
});
