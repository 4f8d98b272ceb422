import { findSubscriptionById } from '#server/db/repositories/billing.ts';
import type { PaymentRow } from '#server/db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import type { PlanAccess } from './derive-plan-access.ts';
import { syncSubscription } from './sync-subscription.ts';

/**
 * After an admin or guarantee refund: the plan that payment paid for ends now at the provider, and
 * the re-read that follows refunds every later charge of it for time after now (a renewal inside
 * the 30 days, at either interval), so no charge stands for a period without Plus.
 * Null when the subscription is gone.
 */
export async function endRefundedPlan(
  options: BillingDeps & { payment: PaymentRow },
): Promise<PlanAccess | null> {
  const subscription = await findSubscriptionById(options.db, options.payment.subscription_id);
  if (!subscription) return null;
  if (subscription.is_open === 1) await options.payments.cancelNow(subscription.provider_subscription_id);
  return syncSubscription({ ...options, subscription });
}
