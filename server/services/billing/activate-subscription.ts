import { isPlusStatus } from '#common/plans.ts';
import { listUserSubscriptions } from '#server/db/repositories/billing.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { BillingDeps } from './billing-deps.ts';
import type { PlanResult } from './record-subscription-success.ts';
import { applyUserAccess, syncSubscription } from './sync-subscription.ts';

/** Subscriptions re-read per activation: the user's latest few are enough to find a paid one. */
const SUBSCRIPTIONS_CHECKED = 5;

/**
 * POST /api/activate-subscription, the "Payment successful but didn't get Plus access?" fallback:
 * re-reads the user's latest subscriptions from the provider and grants Plus only if one is paid.
 */
export async function activateSubscription(options: BillingDeps & { user: UserRow }): Promise<PlanResult> {
  const subscriptions = (await listUserSubscriptions(options.db, options.user.id)).slice(
    0,
    SUBSCRIPTIONS_CHECKED,
  );
  for (const subscription of subscriptions) await syncSubscription({ ...options, subscription });
  const access = await applyUserAccess({ ...options, userId: options.user.id });
  if (!isPlusStatus(access.subscriptionStatus)) {
    throw new AppError(
      'SUBSCRIPTION_UNPAID',
      'We found no paid Plus subscription on your account. Please contact support if payment was charged.',
    );
  }
  return { isPlus: true, subscriptionStatus: access.subscriptionStatus };
}
