import { isPlusStatus } from '#common/plans.ts';
import type { UserRow } from '#server/db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findOwnSubscription } from './find-own-subscription.ts';
import { requireTestProvider } from './require-test-provider.ts';
import { syncSubscription } from './sync-subscription.ts';

export interface PlanResult {
  isPlus: boolean;
  subscriptionStatus: string;
}

/**
 * POST /api/subscription-success, after the browser confirmed a payment: the subscription
 * (ours by subscriptionId, or found from the test page's paymentIntentId) is re-read from the
 * provider. The browser's word is only the signal; Plus follows what the provider says was paid.
 */
export async function recordSubscriptionSuccess(
  options: BillingDeps & { user: UserRow; subscriptionId?: string; paymentIntentId?: string },
): Promise<PlanResult> {
  const { user, db } = options;
  let subscription: Awaited<ReturnType<typeof findOwnSubscription>>;
  if (options.subscriptionId) {
    subscription = await findOwnSubscription({
      db,
      userId: user.id,
      subscriptionId: options.subscriptionId,
    });
  } else {
    const payment = await requireTestProvider(options.payments).getCardPayment(options.paymentIntentId ?? '');
    subscription = await findOwnSubscription({
      db,
      userId: user.id,
      providerSubscriptionId: payment.subscriptionId,
    });
  }
  const access = await syncSubscription({ ...options, subscription });
  return { isPlus: isPlusStatus(access.subscriptionStatus), subscriptionStatus: access.subscriptionStatus };
}
