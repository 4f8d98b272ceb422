import Stripe from 'stripe';
import { MockStripe, PRICE_MONTHLY, PRICE_YEARLY } from '../setup/mock-stripe.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import { billingCalls, createBillingApp } from './billing-support.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

/** An app on the Stripe provider, talking to a mock Stripe API over HTTP, with webhook and member helpers. */
export async function createStripeBillingApp() {
  const stripe = new MockStripe();
  const baseUrl = await stripe.start();
  const { t, clock } = await createBillingApp({
    STRIPE_SECRET_KEY: 'sk_test_mock',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_mock',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: PRICE_MONTHLY,
    STRIPE_PRICE_YEARLY: PRICE_YEARLY,
    STRIPE_API_BASE_URL: baseUrl,
  });
  return {
    t,
    clock,
    stripe,
    async close() {
      await t.close();
      await stripe.stop();
    },
  };
}

let eventCounter = 0;
export function stripeEvent(type: string, object: unknown, id = `evt_${++eventCounter}_${Date.now()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1,
    data: { object },
  });
}

/** The Stripe-Signature header Stripe would send with this payload. */
export const signPayload = (payload: string, secret = WEBHOOK_SECRET) =>
  signer.webhooks.generateTestHeaderString({ payload, secret });

/** Posts a payload to the webhook, signed with `secret` as Stripe would. */
export function sendWebhook(t: TestApp, payload: string, secret = WEBHOOK_SECRET) {
  const signature = signPayload(payload, secret);
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

export const subscriptionEvent = (type: string, id: string) =>
  stripeEvent(type, { id, object: 'subscription' });
export const invoiceEvent = (type: string, subscription: string) =>
  stripeEvent(type, { id: 'in_x', object: 'invoice', parent: { subscription_details: { subscription } } });

/** A member with a Stripe checkout set up (not paid); returns Stripe's subscription id. */
export async function stripeMember(t: TestApp, interval: 'monthly' | 'yearly' = 'monthly') {
  const user = await signUpUser(t.app);
  const calls = billingCalls(t.app, user.cookie);
  const setup = (await calls.setup(interval)).json();
  const row = await t.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', setup.subscriptionId)
    .executeTakeFirstOrThrow();
  return { ...user, calls, setup, stripeId: row.provider_subscription_id };
}
