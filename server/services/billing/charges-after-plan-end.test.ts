import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '#server/db/schema.ts';
import { chargesAfterPlanEnd, planEndedByRefundAt } from './charges-after-plan-end.ts';
import { paymentRow } from './payment-row-fixture.ts';

const payment = (id: string, overrides: Partial<PaymentRow> = {}) =>
  paymentRow({
    id,
    provider_payment_id: `tpi_${id}`,
    provider_charge_ref: `tpi_${id}`,
    paid_at: '2027-01-31T10:00:00.000Z',
    created_at: '2027-01-31T10:00:00.000Z',
    ...overrides,
  });

const first = payment('first', { period_end: '2027-02-28T10:00:00.000Z' });
const renewal = payment('renewal', {
  paid_at: '2027-02-28T10:00:00.000Z',
  period_start: '2027-02-28T10:00:00.000Z',
  period_end: '2027-03-28T10:00:00.000Z',
});

describe('charges for time after a plan ended', () => {
  it('a charge whose period runs past the end is refunded; one used up by then stands', () => {
    const ended = new Date('2027-03-01T10:00:00.000Z');
    expect(chargesAfterPlanEnd([renewal, first], ended).map((p) => p.id)).toEqual(['renewal']);
    // A yearly renewal after a switch, and a row stored before periods were recorded (a month from payment).
    const yearly = payment('yearly', {
      amount_cents: 9900,
      plan_interval: 'yearly',
      paid_at: renewal.paid_at,
    });
    expect(chargesAfterPlanEnd([yearly], ended).map((p) => p.id)).toEqual(['yearly']);
    expect(chargesAfterPlanEnd([payment('old')], ended)).toEqual([]);
  });

  it('a refunded charge is not refunded again', () => {
    const refunded = {
      ...renewal,
      refunded_at: '2027-03-01T10:00:00.000Z',
      refund_reason: 'provider' as const,
    };
    expect(chargesAfterPlanEnd([refunded], new Date('2027-03-01T10:00:00.000Z'))).toEqual([]);
  });

  it('only a guarantee or admin refund ends a plan, and the earliest one counts', () => {
    expect(planEndedByRefundAt([renewal, first])).toBeNull();
    const byProvider = {
      ...first,
      refunded_at: '2027-02-10T00:00:00.000Z',
      refund_reason: 'provider' as const,
    };
    expect(planEndedByRefundAt([byProvider])).toBeNull();
    const claimedOnly = {
      ...first,
      refund_claimed_at: '2027-02-10T00:00:00.000Z',
      refund_reason: 'guarantee' as const,
    };
    expect(planEndedByRefundAt([claimedOnly])).toBeNull();
    const byGuarantee = {
      ...first,
      refunded_at: '2027-03-01T00:00:00.000Z',
      refund_reason: 'guarantee' as const,
    };
    const byAdmin = { ...renewal, refunded_at: '2027-02-20T00:00:00.000Z', refund_reason: 'admin' as const };
    expect(planEndedByRefundAt([byGuarantee, byAdmin])?.toISOString()).toBe('2027-02-20T00:00:00.000Z');
  });
});
