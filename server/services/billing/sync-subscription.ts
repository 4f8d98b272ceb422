import {
  findSubscriptionById,
  listUserPayments,
  listUserSubscriptions,
  updateSubscription,
  upsertPayment,
} from '#server/db/repositories/billing.ts';
import { updateUser } from '#server/db/repositories/users.ts';
import type { SubscriptionRow } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import type { BillingDeps } from './billing-deps.ts';
import { bestAccess, derivePlanAccess, type PlanAccess } from './derive-plan-access.ts';

/** Provider statuses under which a subscription still counts as the user's one open plan. */
const OPEN_STATUSES = new Set([
  'creating',
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
]);

/**
 * Re-reads one subscription from the payment provider and makes our mirror, the receipts and the
 * user's plan follow it. Every path that can change a plan ends here (payment success, activation,
 * webhooks, cancel, resume, switch, refund, a lapsed period), so it is idempotent and does not care
 * in which order it is called: the provider's current state is the answer.
 */
export async function syncSubscription(
  deps: BillingDeps,
  options: { subscription: SubscriptionRow },
): Promise<PlanAccess> {
  const { db, payments, clock } = deps;
  const row = options.subscription;
  if (row.status === 'creating') return applyUserAccess(deps, row.user_id);
  const state = await payments.getSubscription(row.provider_subscription_id);
  const now = clock().toISOString();
  await updateSubscription(db, row.id, {
    status: state.status,
    plan_interval: state.interval,
    pending_interval: state.pendingInterval,
    cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
    current_period_end: state.currentPeriodEnd?.toISOString() ?? null,
    is_open: OPEN_STATUSES.has(state.status) ? 1 : 0,
    updated_at: now,
  });
  for (const payment of state.payments) {
    await upsertPayment(db, {
      id: newId(),
      user_id: row.user_id,
      subscription_id: row.id,
      provider: row.provider,
      provider_payment_id: payment.providerPaymentId,
      provider_charge_ref: payment.chargeRef,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      plan_interval: payment.interval,
      paid_at: payment.paidAt.toISOString(),
      refunded_at: payment.refundedAt?.toISOString() ?? null,
      refunded_by: null,
      created_at: now,
    });
  }
  return applyUserAccess(deps, row.user_id);
}

/**
 * Sets users.subscription_status and plus_until from every subscription the user has, as our
 * mirror now holds them: the one source `isPlusStatus` (common/plans.ts) reads.
 */
export async function applyUserAccess(deps: BillingDeps, userId: string): Promise<PlanAccess> {
  const { db, clock } = deps;
  const now = clock();
  const subscriptions = await listUserSubscriptions(db, userId);
  if (subscriptions.length === 0) return { subscriptionStatus: 'free', plusUntil: null };
  const latestPayments = await listUserPayments(db, userId);
  const access = bestAccess(
    subscriptions.map((subscription) => {
      const latest = latestPayments.find((p) => p.subscription_id === subscription.id);
      return derivePlanAccess(
        {
          status: subscription.status,
          cancelAtPeriodEnd: subscription.cancel_at_period_end === 1,
          currentPeriodEnd: subscription.current_period_end
            ? new Date(subscription.current_period_end)
            : null,
          isLatestPaymentRefunded: Boolean(latest?.refunded_at),
        },
        now,
      );
    }),
  );
  await updateUser(db, userId, {
    subscription_status: access.subscriptionStatus,
    plus_until: access.plusUntil?.toISOString() ?? null,
    updated_at: now.toISOString(),
  });
  return access;
}

/** Syncs a subscription by our id, re-reading the row first (it may have changed meanwhile). */
export async function syncSubscriptionById(deps: BillingDeps, id: string): Promise<PlanAccess | null> {
  const row = await findSubscriptionById(deps.db, id);
  return row ? syncSubscription(deps, { subscription: row }) : null;
}
