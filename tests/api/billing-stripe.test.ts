import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAST_DUE_GRACE_DAYS } from '#common/plans.ts';
import { type MockStripe, PRICE_YEARLY } from '../setup/mock-stripe.ts';
import type { TestApp } from '../setup/test-app.ts';
import {
  createStripeBillingApp,
  stripeEvent as event,
  invoiceEvent,
  stripeMember as newStripeMember,
  sendWebhook as sendSignedWebhook,
  signPayload,
  subscriptionEvent,
  WEBHOOK_SECRET,
} from './billing-stripe-support.ts';
import { adminCookie, DAY_MS, type movableClock } from './billing-support.ts';

let t: TestApp;
let clock: ReturnType<typeof movableClock>;
let stripe: MockStripe;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, clock, stripe, close } = await createStripeBillingApp());
});
afterAll(async () => close());

const sendWebhook = (payload: string, secret = WEBHOOK_SECRET) => sendSignedWebhook(t, payload, secret);
const stripeMember = () => newStripeMember(t);

describe('Stripe provider (mocked Stripe API over HTTP)', () => {
  it('hands out the publishable key, sets up every checkout alias with Stripe, and refuses the test card calls', async () => {
    const config = (await t.app.inject({ url: '/api/client-config' })).json();
    expect(config.payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_mock' });
    const { calls, setup } = await stripeMember();
    // SPEC's test-page URL and price name are aliases of the one setup: the same Stripe checkout.
    const alias = await calls.post('/api/create-subscription', { priceId: 'test_monthly' });
    expect(alias.json()).toEqual(setup);
    const card = await calls.post('/api/billing/test-card/confirm', {
      clientSecret: 'x',
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2099,
      cvc: '123',
    });
    expect(card.json().code).toBe('PAYMENTS_NOT_IN_TEST_MODE');
  });

  it("creates an incomplete subscription with Stripe's client secret, once, and grants Plus when Stripe says paid", async () => {
    const { calls, setup, stripeId } = await stripeMember();
    expect(setup.clientSecret).toBe(stripe.mustGet(stripeId).clientSecret);
    expect((await calls.setup('monthly')).json()).toEqual(setup);
    expect([...stripe.subscriptions.values()].filter((s) => s.id === stripeId)).toHaveLength(1);

    // The browser says it paid, Stripe does not: no Plus.
    expect((await calls.success({ subscriptionId: setup.subscriptionId })).json().isPlus).toBe(false);
    expect((await calls.post('/api/activate-subscription')).statusCode).toBe(402);

    stripe.pay(stripeId);
    expect((await calls.success({ subscriptionId: setup.subscriptionId })).json()).toEqual({
      isPlus: true,
      subscriptionStatus: 'plus_active',
    });
    const overview = (await calls.overview()).json();
    expect(overview.receipts).toHaveLength(1);
    // The card comes from Stripe's charge, read once for the receipt.
    expect(overview.receipts[0]).toMatchObject({
      amountCents: 999,
      interval: 'monthly',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
  });

  it('refuses a webhook without a valid signature', async () => {
    const { stripeId } = await stripeMember();
    const payload = subscriptionEvent('customer.subscription.updated', stripeId);
    const forged = await sendWebhook(payload, 'whsec_wrong');
    expect(forged.statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(403);
    // A body changed after signing fails too.
    const signature = signPayload(payload);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('updated', 'deleted'),
    });
    expect(tampered.statusCode).toBe(403);
  });

  it('payment succeeded by webhook grants Plus; a replayed event is processed once', async () => {
    const { calls, stripeId } = await stripeMember();
    stripe.pay(stripeId);
    const payload = invoiceEvent('invoice.paid', stripeId);
    const before = stripe.requests.length;
    const first = await sendWebhook(payload);
    expect(first.json()).toEqual({ received: true, isDuplicate: false });
    expect(await calls.status()).toBe('plus_active');
    const reads = stripe.requests.length - before;
    expect(reads).toBeGreaterThan(0);

    const replay = await sendWebhook(payload);
    expect(replay.json()).toEqual({ received: true, isDuplicate: true });
    expect(stripe.requests.length - before).toBe(reads);
  });

  it('renewal, failed renewal (past due, grace period), and the end of the grace period', async () => {
    const { calls, stripeId } = await stripeMember();
    stripe.pay(stripeId);
    await sendWebhook(invoiceEvent('invoice.paid', stripeId));

    const renewedAt = stripe.mustGet(stripeId).periodEnd;
    stripe.pay(stripeId, renewedAt);
    await sendWebhook(invoiceEvent('invoice.paid', stripeId));
    expect((await calls.overview()).json().receipts).toHaveLength(2);
    expect(Date.parse((await calls.overview()).json().subscription.currentPeriodEnd) / 1000).toBe(
      stripe.mustGet(stripeId).periodEnd,
    );

    stripe.mustGet(stripeId).status = 'past_due';
    await sendWebhook(invoiceEvent('invoice.payment_failed', stripeId));
    expect(await calls.status()).toBe('plus_past_due');
    const plusUntil = Date.parse((await calls.overview()).json().plusUntil);
    expect(plusUntil).toBe((stripe.mustGet(stripeId).periodEnd + PAST_DUE_GRACE_DAYS * 86_400) * 1000);

    // Past the period end and the grace period, Stripe still reports past due: Starter.
    clock.advance(plusUntil - Date.now() + DAY_MS);
    expect(await calls.status()).toBe('free');
    clock.advance(-(plusUntil - Date.now() + DAY_MS));
  });

  it('cancelled, and refunded, each end Plus', async () => {
    const cancelled = await stripeMember();
    stripe.pay(cancelled.stripeId);
    await sendWebhook(invoiceEvent('invoice.paid', cancelled.stripeId));
    stripe.mustGet(cancelled.stripeId).status = 'canceled';
    await sendWebhook(subscriptionEvent('customer.subscription.deleted', cancelled.stripeId));
    expect(await cancelled.calls.status()).toBe('free');

    const refunded = await stripeMember();
    const invoice = stripe.pay(refunded.stripeId);
    await sendWebhook(invoiceEvent('invoice.paid', refunded.stripeId));
    expect(await refunded.calls.status()).toBe('plus_active');
    stripe.refund(invoice.paymentIntent);
    await sendWebhook(
      event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: invoice.paymentIntent }),
    );
    expect(await refunded.calls.status()).toBe('free');
    expect((await refunded.calls.overview()).json().receipts[0].refundedAt).not.toBeNull();
  });

  it('events out of order end in the state Stripe has now', async () => {
    const { calls, stripeId } = await stripeMember();
    stripe.pay(stripeId);
    stripe.mustGet(stripeId).status = 'canceled';
    // The deletion arrives first, then the older "paid" event: still Starter, as Stripe says.
    await sendWebhook(subscriptionEvent('customer.subscription.deleted', stripeId));
    await sendWebhook(invoiceEvent('invoice.paid', stripeId));
    expect(await calls.status()).toBe('free');

    const other = await stripeMember();
    stripe.pay(other.stripeId);
    // A stale "payment failed" after the payment went through changes nothing.
    await sendWebhook(invoiceEvent('invoice.paid', other.stripeId));
    await sendWebhook(invoiceEvent('invoice.payment_failed', other.stripeId));
    expect(await other.calls.status()).toBe('plus_active');
  });

  it('cancel at period end and resume go to Stripe; an admin refund refunds there and ends Plus', async () => {
    const { calls, stripeId, setup } = await stripeMember();
    const invoice = stripe.pay(stripeId);
    await calls.success({ subscriptionId: setup.subscriptionId });
    expect((await calls.post('/api/billing/cancel')).json().subscriptionStatus).toBe('plus_canceling');
    expect(stripe.mustGet(stripeId).cancelAtPeriodEnd).toBe(true);
    expect((await calls.post('/api/billing/resume')).json().subscriptionStatus).toBe('plus_active');
    expect(stripe.mustGet(stripeId).cancelAtPeriodEnd).toBe(false);

    const admin = await adminCookie(t);
    const [receipt] = (await calls.overview()).json().receipts;
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${receipt.id}/refund`,
      headers: { cookie: admin.cookie },
    });
    expect(refunded.statusCode).toBe(200);
    expect(stripe.refunds.map((r) => r.paymentIntent)).toContain(invoice.paymentIntent);
    expect(stripe.mustGet(stripeId).status).toBe('canceled');
    expect(await calls.status()).toBe('free');
  });

  it('switching interval schedules the new price for the renewal; switching back releases it', async () => {
    const { calls, stripeId, setup } = await stripeMember();
    stripe.pay(stripeId);
    await calls.success({ subscriptionId: setup.subscriptionId });
    const switched = (
      await calls.post('/api/billing/switch', { interval: 'yearly', confirmedAmountCents: 9900 })
    ).json();
    expect(switched.subscription).toMatchObject({
      interval: 'monthly',
      pendingInterval: 'yearly',
      nextAmountCents: 9900,
    });
    const scheduleId = stripe.mustGet(stripeId).schedule ?? '';
    // The paid month stays on its price to its end; the yearly price starts at the renewal.
    expect(stripe.schedules.get(scheduleId)).toEqual({
      subscription: stripeId,
      nextPrice: PRICE_YEARLY,
      currentPhaseEnd: stripe.mustGet(stripeId).periodEnd,
    });

    const back = (
      await calls.post('/api/billing/switch', { interval: 'monthly', confirmedAmountCents: 999 })
    ).json();
    expect(back.subscription).toMatchObject({ pendingInterval: null, nextAmountCents: 999 });
    expect(stripe.mustGet(stripeId).schedule).toBeNull();
  });

  it('deleting an account cancels its Stripe subscription first, and stops if Stripe refuses', async () => {
    const { calls, stripeId, setup, cookie } = await stripeMember();
    stripe.pay(stripeId);
    await calls.success({ subscriptionId: setup.subscriptionId });
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie },
        payload: { password: 'secret-pass' },
      });

    stripe.isCancelFailing = true;
    const refused = await remove();
    stripe.isCancelFailing = false;
    expect(refused.statusCode).toBe(503);
    expect(await calls.status()).toBe('plus_active');

    expect((await remove()).statusCode).toBe(204);
    expect(stripe.mustGet(stripeId).status).toBe('canceled');
  });

  it('ignores events about subscriptions that are not ours', async () => {
    const response = await sendWebhook(subscriptionEvent('customer.subscription.updated', 'sub_elsewhere'));
    expect(response.statusCode).toBe(200);
  });
});
