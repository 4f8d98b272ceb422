import {
  findPaymentByChargeRef,
  findSubscriptionById,
  findSubscriptionByProviderId,
  forgetWebhookEvent,
  recordWebhookEvent,
} from '#server/db/repositories/billing.ts';
import { AppError } from '#server/errors.ts';
import type { BillingDeps } from './billing-deps.ts';
import { syncSubscription } from './sync-subscription.ts';

export interface WebhookOutcome {
  received: true;
  isDuplicate: boolean;
}

/**
 * POST /api/billing/webhook: the signature is checked over the raw body, each event id is handled
 * once, and the event only names the subscription to re-read from the provider, so events that
 * arrive late or out of order still leave the state the provider has now.
 */
export async function handleWebhook(
  options: BillingDeps & { rawBody: Buffer; signature: string | undefined },
): Promise<WebhookOutcome> {
  const { db, payments, clock } = options;
  if (!payments.parseWebhook) throw new AppError('NOT_FOUND', 'Webhooks are for the Stripe provider.');
  if (!options.signature) throw new AppError('FORBIDDEN', 'Missing webhook signature.');
  const signal = payments.parseWebhook(options.rawBody, options.signature);
  const isNew = await recordWebhookEvent(db, {
    eventId: signal.eventId,
    type: signal.type,
    receivedAt: clock().toISOString(),
  });
  if (!isNew) return { received: true, isDuplicate: true };
  try {
    const subscription = signal.providerSubscriptionId
      ? await findSubscriptionByProviderId(db, signal.providerSubscriptionId)
      : signal.chargeRef
        ? await findPaymentByChargeRef(db, signal.chargeRef).then((payment) =>
            payment ? findSubscriptionById(db, payment.subscription_id) : undefined,
          )
        : undefined;
    // Not one of ours (made in the dashboard, or another app on the account): nothing to sync.
    if (subscription) await syncSubscription({ ...options, subscription });
  } catch (error) {
    // Unrecorded again, so the provider's retry of this event is processed.
    await forgetWebhookEvent(db, signal.eventId);
    throw error;
  }
  return { received: true, isDuplicate: false };
}
