import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockStripe } from '../setup/mock-stripe.ts';
import type { TestApp } from '../setup/test-app.ts';
import { createStripeBillingApp, stripeMember } from './billing-stripe-support.ts';
import { adminCookie } from './billing-support.ts';

let t: TestApp;
let stripe: MockStripe;
let close: () => Promise<void>;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeBillingApp());
  admin = await adminCookie(t);
});
afterAll(async () => close());

/** A Stripe member whose first payment went through; returns it with our payment id. */
async function paidStripeMember() {
  const member = await stripeMember(t);
  const invoice = stripe.pay(member.stripeId);
  await member.calls.success({ subscriptionId: member.setup.subscriptionId });
  const [receipt] = (await member.calls.overview()).json().receipts;
  return { ...member, invoice, paymentId: receipt.id as string };
}

const refund = (paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/refund`,
    headers: { cookie: admin.cookie },
  });

describe('a payment is refunded once, however many requests ask at once (Stripe)', () => {
  it('five refunds at once make one Stripe refund, under the payment idempotency key, and one audit row', async () => {
    const { paymentId, invoice, calls } = await paidStripeMember();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(paymentId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const refunds = stripe.refunds.filter((r) => r.paymentIntent === invoice.paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe(`refund-payment-${paymentId}`);
    const audit = await t.db
      .selectFrom('admin_audit_log')
      .select('id')
      .where('target_id', '=', paymentId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(await calls.status()).toBe('free');
  });

  it('a refund Stripe refuses is not recorded, and can be asked for again', async () => {
    const { paymentId, invoice } = await paidStripeMember();
    stripe.isRefundFailing = true;
    const refused = await refund(paymentId);
    stripe.isRefundFailing = false;
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('SERVICE_UNAVAILABLE');
    const row = await t.db
      .selectFrom('payments')
      .select(['refunded_at', 'refund_claimed_at'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ refunded_at: null, refund_claimed_at: null });

    expect((await refund(paymentId)).statusCode).toBe(200);
    expect(stripe.refunds.filter((r) => r.paymentIntent === invoice.paymentIntent)).toHaveLength(1);
  });
});
