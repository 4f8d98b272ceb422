import { PAST_DUE_GRACE_DAYS, type PlusStatus } from '#common/plans.ts';
import type { ProviderSubscriptionStatus } from '#server/adapters/payments/payment-provider.ts';
import { addDays } from '#server/lib/time.ts';

export interface PlanAccess {
  subscriptionStatus: PlusStatus | 'free';
  /** When this access ends unless the provider reports otherwise (null for Starter). */
  plusUntil: Date | null;
}

const FREE: PlanAccess = { subscriptionStatus: 'free', plusUntil: null };

/**
 * The access rule (docs/product-rules.md#billing): Plus while a paid period runs; a cancelled plan
 * keeps Plus to the end of the period it paid for; a failed renewal keeps Plus for a grace period
 * while the provider retries; a refund of the payment for the current period ends Plus at once.
 */
export function derivePlanAccess(
  subscription: {
    status: ProviderSubscriptionStatus | string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
    isLatestPaymentRefunded: boolean;
  },
  now: Date,
): PlanAccess {
  if (subscription.isLatestPaymentRefunded || !subscription.currentPeriodEnd) return FREE;
  const periodEnd = subscription.currentPeriodEnd;
  let access: PlanAccess;
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      access = {
        subscriptionStatus: subscription.cancelAtPeriodEnd ? 'plus_canceling' : 'plus_active',
        plusUntil: periodEnd,
      };
      break;
    case 'past_due':
      access = { subscriptionStatus: 'plus_past_due', plusUntil: addDays(periodEnd, PAST_DUE_GRACE_DAYS) };
      break;
    default:
      return FREE;
  }
  return access.plusUntil && access.plusUntil.getTime() > now.getTime() ? access : FREE;
}

/** Of several subscriptions' access, the one that lasts longest wins. */
export function bestAccess(accesses: PlanAccess[]): PlanAccess {
  return accesses.reduce<PlanAccess>(
    (best, access) =>
      access.plusUntil && (!best.plusUntil || access.plusUntil > best.plusUntil) ? access : best,
    FREE,
  );
}
