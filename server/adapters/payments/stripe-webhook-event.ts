import { z } from 'zod';
import { AppError } from '#server/errors.ts';
import type { WebhookSignal } from './payment-provider.ts';

/**
 * The parts of a Stripe event we read, checked after its signature: a signed event can still be
 * malformed (a test sent from the dashboard, an API version with other shapes, a bug upstream),
 * and a shape we do not expect answers 400, never 500. Stripe retries a 4xx, and
 * the event is not recorded as handled.
 */

/**
 * Stripe's ids are a type prefix and letters and digits (evt_…, sub_…, pi_…), at most 255 characters;
 * a dash is let through for id formats yet to come. Anything else (a NUL, which PostgreSQL text cannot
 * hold, another control character, a space, non-ASCII) is not an id Stripe made, and is refused before
 * it reaches a query, on both databases alike.
 */
const ZStripeId = z
  .string()
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a Stripe id: letters, digits, underscores and dashes only.');
/** Event types are dotted lower-case names: customer.subscription.updated, invoice.paid. */
const ZEventType = z
  .string()
  .max(200)
  .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/, 'Not a Stripe event type.');
/** An id, or the object it names when expanded. */
const ZReference = z.union([ZStripeId, z.object({ id: ZStripeId })]).nullish();

const ZEvent = z.object({
  id: ZStripeId,
  type: ZEventType,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const ZSubscriptionObject = z.object({ id: ZStripeId });
const ZInvoiceObject = z.object({
  parent: z.object({ subscription_details: z.object({ subscription: ZReference }).nullish() }).nullish(),
});
const ZChargeObject = z.object({ payment_intent: ZReference });

const idOf = (reference: z.infer<typeof ZReference>) =>
  typeof reference === 'string' ? reference : (reference?.id ?? null);

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', 'The webhook event is not in the shape Stripe sends.', {
      issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return result.data;
}

/** Which subscription (or refunded payment) a verified event is about; nothing else in it is used. */
export function toWebhookSignal(payload: unknown): WebhookSignal {
  const event = parse(ZEvent, payload);
  const object = event.data.object;
  const signal: WebhookSignal = {
    eventId: event.id,
    type: event.type,
    providerSubscriptionId: null,
    chargeRef: null,
  };
  if (event.type.startsWith('customer.subscription.')) {
    signal.providerSubscriptionId = parse(ZSubscriptionObject, object).id;
  } else if (event.type.startsWith('invoice.')) {
    signal.providerSubscriptionId = idOf(
      parse(ZInvoiceObject, object).parent?.subscription_details?.subscription,
    );
  } else if (event.type.startsWith('charge.') || event.type.startsWith('refund.')) {
    signal.chargeRef = idOf(parse(ZChargeObject, object).payment_intent);
  }
  return signal;
}
