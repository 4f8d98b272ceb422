import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockStripe } from '../setup/mock-stripe.ts';
import type { TestApp } from '../setup/test-app.ts';
import {
  createStripeBillingApp,
  invoiceEvent,
  sendWebhook,
  stripeEvent,
  stripeMember,
  subscriptionEvent,
} from './billing-stripe-support.ts';

let t: TestApp;
let stripe: MockStripe;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeBillingApp());
});
afterAll(async () => close());

let counter = 0;
const nextEventId = () => `evt_ids_${++counter}_${Date.now()}`;

const recorded = (eventId: string) =>
  t.db.selectFrom('billing_webhook_events').select('event_id').where('event_id', '=', eventId).execute();

/** Ids that no Stripe object has: each would reach a query (a NUL fails the whole query on PostgreSQL). */
const BAD_IDS = [
  ['a NUL byte', 'sub_1\u0000x'],
  ['a trailing NUL byte', 'sub_1\u0000'],
  ['another control character', 'sub_\u0001abc'],
  ['a DEL character', 'sub_abc\u007f'],
  ['a line break', 'sub_abc\nsub_def'],
  ['a space', 'sub_abc def'],
  ['a non-ASCII letter', 'sub_abcé'],
  ['more than 255 characters', `sub_${'a'.repeat(252)}`],
] as const;

describe('a signed webhook with a bad id answers 400 on both databases', () => {
  it.each(BAD_IDS)('a subscription id with %s answers 400 and is not recorded', async (_name, bad) => {
    const id = nextEventId();
    const event = stripeEvent('customer.subscription.updated', { id: bad, object: 'subscription' }, id);
    const answer = await sendWebhook(t, event);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_FAILED');
    expect(await recorded(id)).toHaveLength(0);
  });

  it.each([
    ['the invoice subscription', (bad: string) => invoiceEvent('invoice.paid', bad)],
    [
      'an expanded invoice subscription',
      (bad: string) =>
        stripeEvent('invoice.paid', { parent: { subscription_details: { subscription: { id: bad } } } }),
    ],
    ['a refund payment intent', (bad: string) => stripeEvent('charge.refunded', { payment_intent: bad })],
    ['the event id', (bad: string) => stripeEvent('customer.created', { id: 'cus_1' }, bad)],
    ['the event type', (bad: string) => stripeEvent(`invoice.paid${bad.slice(3)}`, { id: 'in_1' })],
  ])('a NUL byte or control character in %s answers 400', async (_name, build) => {
    for (const bad of ['sub_1\u0000x', 'sub_\u001b[0m']) {
      const answer = await sendWebhook(t, build(bad));
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('well-formed ids still sync the subscription', async () => {
    const member = await stripeMember(t);
    stripe.pay(member.stripeId);
    const answer = await sendWebhook(t, subscriptionEvent('customer.subscription.updated', member.stripeId));
    expect(answer.statusCode).toBe(200);
    expect(await member.calls.status()).toBe('plus_active');
  });
});
