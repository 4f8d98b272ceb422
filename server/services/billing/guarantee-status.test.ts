import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '#server/db/schema.ts';
import { guaranteeStatus } from './guarantee-status.ts';
import { paymentRow } from './payment-row-fixture.ts';

const DAY = 86_400_000;
const paidAt = new Date('2026-11-01T10:00:00Z');

const payment = (overrides: Partial<PaymentRow> = {}) =>
  paymentRow({ paid_at: paidAt.toISOString(), created_at: paidAt.toISOString(), ...overrides });

describe('guaranteeStatus', () => {
  it('is available for 30 days after the first payment, then expired', () => {
    const status = guaranteeStatus([payment()], new Date(paidAt.getTime() + 29 * DAY));
    expect(status).toMatchObject({ state: 'available', payment: { id: 'p1' } });
    expect(status.endsAt?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(guaranteeStatus([payment()], new Date(paidAt.getTime() + 30 * DAY)).state).toBe('available');
    expect(guaranteeStatus([payment()], new Date(paidAt.getTime() + 30 * DAY + 1)).state).toBe('expired');
  });

  it('names the first payment, not a renewal, and never a refunded replaced checkout', () => {
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

  it("a renewal of the same plan inside the window comes back with it, another plan's payment does not", () => {
    const renewal = payment({ id: 'p2', paid_at: new Date(paidAt.getTime() + 28 * DAY).toISOString() });
    const otherPlan = payment({
      id: 'p3',
      subscription_id: 's2',
      paid_at: new Date(paidAt.getTime() + 29 * DAY).toISOString(),
    });
    const status = guaranteeStatus([otherPlan, renewal, payment()], new Date(paidAt.getTime() + 29 * DAY));
    expect(status.payment?.id).toBe('p1');
    expect(status.laterCharges.map((p) => p.id)).toEqual(['p2']);
    expect(guaranteeStatus([payment()], paidAt).laterCharges).toEqual([]);
  });

  it('is once per member, and gone when the first payment was refunded otherwise', () => {
    const used = payment({ refunded_at: paidAt.toISOString(), refund_reason: 'guarantee' });
    expect(guaranteeStatus([payment({ id: 'p9' }), used], paidAt).state).toBe('used');
    const byAdmin = payment({ refunded_at: paidAt.toISOString(), refund_reason: 'admin' });
    expect(guaranteeStatus([byAdmin], paidAt).state).toBe('refunded');
    expect(guaranteeStatus([], paidAt)).toEqual({
      state: 'none',
      payment: null,
      endsAt: null,
      laterCharges: [],
    });
  });
});
