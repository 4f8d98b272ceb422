import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES } from '#common/plans.ts';
import { type MockStripe, PRICE_YEARLY } from '../setup/mock-stripe.ts';
import type { TestApp } from '../setup/test-app.ts';
import { createStripeBillingApp, invoiceEvent, sendWebhook, stripeMember } from './billing-stripe-support.ts';
import { DAY_MS, type movableClock } from './billing-support.ts';

let t: TestApp;
let stripe: MockStripe;
let clock: ReturnType<typeof movableClock>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, clock, close } = await createStripeBillingApp());
});
afterAll(async () => close());

interface Receipt {
  id: string;
  amountCents: number;
  paidAt: string;
  refundedAt: string | null;
  refundReason: string | null;
}

/**
 * A Stripe member who paid monthly and whom Stripe renewed 29 days later, inside the 30-day
 * guarantee (yearly when they had switched). `isRenewalSynced`: whether a webhook told us before the
 * member asks for the refund.
 */
async function renewedStripeMember(options: { switchToYearly: boolean; isRenewalSynced: boolean }) {
  const member = await stripeMember(t, 'monthly');
  const paidAt = Math.floor(clock.now().getTime() / 1000);
  const first = stripe.pay(member.stripeId, paidAt);
  await member.calls.success({ subscriptionId: member.setup.subscriptionId });
  if (options.switchToYearly) {
    const switched = await member.calls.post('/api/billing/switch', {
      interval: 'yearly',
      confirmedAmountCents: PRICES.yearly.cents,
    });
    expect(switched.statusCode).toBe(200);
    // At the renewal the schedule moves the subscription to the yearly price, as Stripe would.
    Object.assign(stripe.mustGet(member.stripeId), { price: PRICE_YEARLY, interval: 'year' });
  }
  clock.advance(29 * DAY_MS);
  const renewal = stripe.pay(member.stripeId, paidAt + 29 * 86_400);
  if (options.isRenewalSynced) {
    expect((await sendWebhook(t, invoiceEvent('invoice.paid', member.stripeId))).statusCode).toBe(200);
  }
  return { ...member, first, renewal };
}

const refundedIntents = () => new Set(stripe.refunds.map((refund) => refund.paymentIntent));

describe('Stripe: no charge stands for a period without Plus', () => {
  it.each([
    ['a monthly renewal we had heard of', false, true],
    ['a yearly renewal after a switch', true, true],
    ['a renewal Stripe charged before its webhook came', false, false],
  ])(
    'the guarantee refund after %s refunds that renewal at Stripe too',
    async (_name, switchToYearly, isRenewalSynced) => {
      const member = await renewedStripeMember({ switchToYearly, isRenewalSynced });
      const renewalCents = switchToYearly ? PRICES.yearly.cents : PRICES.monthly.cents;
      expect(member.renewal.amountPaid).toBe(renewalCents);
      if (isRenewalSynced) {
        expect((await member.calls.overview()).json().guarantee).toMatchObject({
          state: 'available',
          amountCents: PRICES.monthly.cents,
          totalRefundCents: PRICES.monthly.cents + renewalCents,
        });
      }

      const refunded = await member.calls.post('/api/billing/guarantee-refund');
      expect(refunded.statusCode).toBe(200);
      expect(refundedIntents()).toContain(member.first.paymentIntent);
      expect(refundedIntents()).toContain(member.renewal.paymentIntent);
      expect(stripe.mustGet(member.stripeId).status).toBe('canceled');
      const receipts = refunded.json().receipts as Receipt[];
      expect(receipts.map((r) => [r.amountCents, r.refundReason])).toEqual([
        [renewalCents, 'plan_ended'],
        [PRICES.monthly.cents, 'guarantee'],
      ]);
      expect(await member.calls.status()).toBe('free');
      const mails = await t.db
        .selectFrom('outbox_emails')
        .select('kind')
        .where('to_address', '=', member.email)
        .execute();
      // Two receipts (the renewal's too, since it was charged) and two refund mails.
      expect(mails.map((mail) => mail.kind).sort()).toEqual([
        'billing_receipt',
        'billing_receipt',
        'billing_refund',
        'billing_refund',
      ]);
    },
  );

  it('a guarantee refund that went through is audited and told truthfully when ending the plan at Stripe fails', async () => {
    const member = await renewedStripeMember({ switchToYearly: false, isRenewalSynced: true });
    stripe.isCancelFailing = true;
    try {
      const refunded = await member.calls.post('/api/billing/guarantee-refund');
      expect(refunded.statusCode).toBe(503);
      expect(refunded.json().message).toMatch(/first payment was refunded/);
      expect(refundedIntents()).toContain(member.first.paymentIntent);
    } finally {
      stripe.isCancelFailing = false;
    }
    const audits = await t.db
      .selectFrom('admin_audit_log')
      .select('summary')
      .where('action', '=', 'payment.guarantee_refund')
      .execute();
    const unfinished = audits.filter((row) => row.summary.includes('did not finish'));
    expect(unfinished).toHaveLength(1);
  });
});
