import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockStripe } from '../setup/mock-stripe.ts';
import type { TestApp } from '../setup/test-app.ts';
import {
  createStripeBillingApp,
  invoiceEvent,
  sendWebhook,
  stripeEvent,
  stripeMember,
} from './billing-stripe-support.ts';

let t: TestApp;
let stripe: MockStripe;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeBillingApp());
});
afterAll(async () => close());

/** A signed event body built by hand, so its shape can be anything. */
const raw = (event: Record<string, unknown>) =>
  JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', created: 1, ...event });

let counter = 0;
const nextId = () => `evt_shape_${++counter}_${Date.now()}`;

describe('a webhook without data.object', () => {
  it.each([
    ['no data at all', { type: 'customer.subscription.updated' }],
    ['data without object', { type: 'customer.subscription.updated', data: {} }],
    ['data.object null', { type: 'invoice.paid', data: { object: null } }],
    ['data.object a string', { type: 'charge.refunded', data: { object: 'ch_1' } }],
    ['a subscription without id', { type: 'customer.subscription.deleted', data: { object: {} } }],
    ['a number as subscription id', { type: 'customer.subscription.updated', data: { object: { id: 42 } } }],
    [
      'an object as subscription id',
      { type: 'customer.subscription.updated', data: { object: { id: { nested: 'sub_1' } } } },
    ],
    [
      'an object without id as the invoice subscription',
      { type: 'invoice.paid', data: { object: { parent: { subscription_details: { subscription: {} } } } } },
    ],
    ['an array as payment intent', { type: 'charge.refunded', data: { object: { payment_intent: [] } } }],
    ['an empty type', { type: '', data: { object: {} } }],
  ])('a signed event with %s answers 400 and is not recorded', async (_name, event) => {
    const id = nextId();
    const response = await sendWebhook(t, raw({ id, ...event }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    const recorded = await t.db
      .selectFrom('billing_webhook_events')
      .select('event_id')
      .where('event_id', '=', id)
      .execute();
    expect(recorded).toHaveLength(0);
  });

  it('a signed event without an id, or a signed body that is not JSON, answers 400', async () => {
    const noId = await sendWebhook(t, raw({ type: 'invoice.paid', data: { object: {} } }));
    expect(noId.statusCode).toBe(400);
    const notJson = await sendWebhook(t, '{"id": "evt_1", "type": ');
    expect(notJson.statusCode).toBe(400);
  });

  it('well-formed events still work, expanded references included, and unused types are ignored', async () => {
    const member = await stripeMember(t);
    stripe.pay(member.stripeId);
    const expanded = stripeEvent('invoice.paid', {
      id: 'in_x',
      object: 'invoice',
      parent: { subscription_details: { subscription: { id: member.stripeId, object: 'subscription' } } },
    });
    expect((await sendWebhook(t, expanded)).statusCode).toBe(200);
    expect(await member.calls.status()).toBe('plus_active');
    // An invoice not made by a subscription (no parent) names nothing to re-read.
    expect((await sendWebhook(t, stripeEvent('invoice.paid', { id: 'in_y', parent: null }))).statusCode).toBe(
      200,
    );
    expect((await sendWebhook(t, stripeEvent('customer.created', { id: 'cus_1' }))).statusCode).toBe(200);
    expect((await sendWebhook(t, invoiceEvent('invoice.paid', member.stripeId))).statusCode).toBe(200);
  });
});
