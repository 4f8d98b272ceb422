import type { CardConfirmation, CardInput } from '#server/adapters/payments/payment-provider.ts';
import { findTestIntentBySecret } from '#server/db/repositories/test-payments.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findOwnSubscription } from './find-own-subscription.ts';
import { requireTestProvider } from './require-test-provider.ts';

/**
 * POST /api/billing/test-card/confirm: the test provider's stand-in for the card step Stripe
 * Elements does in the browser. It never grants Plus: the page then calls subscription-success,
 * which re-reads the subscription like after a real payment.
 */
export async function confirmTestCard(
  options: BillingDeps & { user: UserRow; clientSecret: string; card: CardInput },
): Promise<CardConfirmation> {
  const provider = requireTestProvider(options.payments);
  const intent = await findTestIntentBySecret(options.db, options.clientSecret);
  if (!intent) throw new AppError('NOT_FOUND', 'This payment was not found. Please start again.');
  await findOwnSubscription({
    db: options.db,
    userId: options.user.id,
    providerSubscriptionId: intent.subscription_id,
  });
  return provider.confirmCard(options.clientSecret, options.card);
}

/** GET /api/billing/test-card/:paymentIntentId: polled while a card "authenticates". */
export async function getTestCardPayment(
  options: BillingDeps & { user: UserRow; paymentIntentId: string },
): Promise<CardConfirmation> {
  const provider = requireTestProvider(options.payments);
  const payment = await provider.getCardPayment(options.paymentIntentId);
  await findOwnSubscription({
    db: options.db,
    userId: options.user.id,
    providerSubscriptionId: payment.subscriptionId,
  });
  const { subscriptionId: _, ...confirmation } = payment;
  return confirmation;
}
