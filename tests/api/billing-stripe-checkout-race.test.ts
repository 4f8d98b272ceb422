import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES } from '#common/plans.ts';
import type { MockStripe } from '../setup/mock-stripe.ts';
import type { TestApp } from '../setup/test-app.ts';
import { createStripeBillingApp, invoiceEvent, sendWebhook, stripeMember } from './billing-stripe-support.ts';

let t: TestApp;
let stripe: MockStripe;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeBillingApp());
});
afterAll(async () => close());

const refundMails = (email: string) =>
  t.db
    .selectFrom('outbox_emails')
    .select(['kind', 'body_text'])
    .where('to_address', '=', email)
    .where('kind', '=', 'billing_refund')
    .execute();

describe('paying while switching interval leaves no money without Plus, nor two charges (Stripe)', () => {
  it('a payment Stripe takes while we end the replaced checkout is refunded at once, and the member is told', async () => {
    const member = await stripeMember(t, 'monthly');
    // With Stripe the browser confirms the card itself: here it lands just as the checkout is cancelled.
    stripe.beforeCancel = (id) => {
      if (id === member.stripeId) stripe.pay(id);
    };
    const yearly = await member.calls.setup('yearly');
    stripe.beforeCancel = null;
    expect(yearly.statusCode).toBe(200);

    const [landed] = stripe.invoices.filter((invoice) => invoice.subscription === member.stripeId);
    expect(stripe.refunds.filter((refund) => refund.paymentIntent === landed?.paymentIntent)).toHaveLength(1);
    const before = (await member.calls.overview()).json();
    expect(before.isPlus).toBe(false);
    expect(before.receipts).toMatchObject([
      { amountCents: PRICES.monthly.cents, refundReason: 'replaced_checkout' },
    ]);
    expect(before.receipts[0].refundedAt).not.toBeNull();
    const [mail] = await refundMails(member.email);
    expect(mail?.body_text).toContain('$9.99');
    expect(mail?.body_text).toContain('after you had started a new checkout');

    // The yearly checkout is the one that counts: one charge kept, and Plus.
    const yearlyRow = await t.db
      .selectFrom('subscriptions')
      .select('provider_subscription_id')
      .where('id', '=', yearly.json().subscriptionId)
      .executeTakeFirstOrThrow();
    stripe.pay(yearlyRow.provider_subscription_id);
    const success = await member.calls.success({ subscriptionId: yearly.json().subscriptionId });
    expect(success.json().isPlus).toBe(true);
    const after = (await member.calls.overview()).json();
    const kept = after.receipts.filter((r: { refundedAt: string | null }) => !r.refundedAt);
    expect(kept).toMatchObject([{ amountCents: PRICES.yearly.cents }]);
  });

  it('a late invoice.paid for a replaced checkout refunds it and keeps it ended', async () => {
    const member = await stripeMember(t, 'monthly');
    const yearly = await member.calls.setup('yearly');
    expect(yearly.statusCode).toBe(200);
    expect(stripe.mustGet(member.stripeId).status).toBe('canceled');

    // The browser's confirmation reaches Stripe late; Stripe revives the subscription and says so.
    const invoice = stripe.pay(member.stripeId);
    expect((await sendWebhook(t, invoiceEvent('invoice.paid', member.stripeId))).statusCode).toBe(200);
    expect(stripe.refunds.filter((refund) => refund.paymentIntent === invoice.paymentIntent)).toHaveLength(1);
    expect(stripe.mustGet(member.stripeId).status).toBe('canceled');
    expect(await member.calls.status()).toBe('free');
    expect(await refundMails(member.email)).toHaveLength(1);
    // Still one open checkout: the yearly one, which can be paid.
    const open = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', member.userId)
      .where('is_open', '=', 1)
      .execute();
    expect(open).toEqual([{ id: yearly.json().subscriptionId }]);

    // A replayed event (new id) refunds nothing more.
    await sendWebhook(t, invoiceEvent('invoice.paid', member.stripeId));
    expect(stripe.refunds.filter((refund) => refund.paymentIntent === invoice.paymentIntent)).toHaveLength(1);
  });
});
