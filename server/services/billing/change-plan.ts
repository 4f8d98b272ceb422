import type { TBillingOverview } from '#common/contracts/billing.ts';
import { type BillingInterval, formatCents, isPlusStatus, PRICES } from '#common/plans.ts';
import { findOpenSubscription } from '#server/db/repositories/billing.ts';
import type { SubscriptionRow, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { BillingDeps } from './billing-deps.ts';
import { getBillingOverview } from './get-billing-overview.ts';
import { syncSubscription } from './sync-subscription.ts';

export type PlanChange =
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'switch'; interval: BillingInterval; confirmedAmountCents: number };

/** Only a member has a plan to change; the running subscription is the one changed. */
async function requireRunningPlan(deps: BillingDeps, user: UserRow): Promise<SubscriptionRow> {
  if (!isPlusStatus(user.subscription_status)) {
    throw new AppError('PLUS_REQUIRED', 'This is for Plus members: you have no plan to change.');
  }
  const subscription = await findOpenSubscription(deps.db, user.id);
  if (!subscription || !['active', 'trialing', 'past_due'].includes(subscription.status)) {
    throw new AppError('CONFLICT', 'Your plan is not running, so there is nothing to change.');
  }
  return subscription;
}

/**
 * POST /api/billing/cancel, /resume and /switch. Cancel keeps Plus to the end of the paid period
 * (then Starter); resume undoes that before the period ends; switch moves monthly/yearly from the
 * next renewal. Each asks the provider, then re-reads the subscription.
 */
export async function changePlan(
  options: BillingDeps & { user: UserRow; change: PlanChange },
): Promise<TBillingOverview> {
  const deps: BillingDeps = options;
  const subscription = await requireRunningPlan(deps, options.user);
  const providerId = subscription.provider_subscription_id;
  const { change } = options;
  if (change.kind === 'cancel') await deps.payments.setCancelAtPeriodEnd(providerId, true);
  if (change.kind === 'resume') await deps.payments.setCancelAtPeriodEnd(providerId, false);
  if (change.kind === 'switch') {
    if (subscription.cancel_at_period_end === 1) {
      throw new AppError('CONFLICT', 'Resume your plan before changing how often you pay.');
    }
    // Nothing is charged without the member having seen and confirmed this amount.
    const amount = PRICES[change.interval];
    if (change.confirmedAmountCents !== amount.cents) {
      throw new AppError(
        'CONFLICT',
        `${change.interval === 'yearly' ? 'Yearly' : 'Monthly'} billing costs ${formatCents(amount.cents)} per ${amount.per}. Please confirm that amount.`,
        { details: { amountCents: amount.cents } },
      );
    }
    await deps.payments.switchInterval(providerId, change.interval);
  }
  await syncSubscription({ ...options, subscription });
  return getBillingOverview(options);
}
