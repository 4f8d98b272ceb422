import type { TBillingOverview } from '#common/contracts/billing.ts';
import { isPlusStatus, PRICES } from '#common/plans.ts';
import { listUserPayments, listUserSubscriptions } from '#server/db/repositories/billing.ts';
import { findUserById } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { guaranteeStatus } from './guarantee-status.ts';
import { syncSubscription } from './sync-subscription.ts';
import { toReceipt } from './to-receipt.ts';

/**
 * GET /api/billing: the plan, its renewal and the receipts. A running plan whose period end has
 * passed is re-read first, so a renewal shows up without waiting for a webhook.
 */
export async function getBillingOverview(
  options: BillingDeps & { user: UserRow },
): Promise<TBillingOverview> {
  const { db, clock } = options;
  let subscriptions = await listUserSubscriptions(db, options.user.id);
  const shown = subscriptions.find((s) => s.is_open === 1 && s.status !== 'creating') ?? subscriptions[0];
  if (shown?.is_open === 1 && shown.current_period_end && shown.current_period_end <= clock().toISOString()) {
    await syncSubscription({ ...options, subscription: shown });
    subscriptions = await listUserSubscriptions(db, options.user.id);
  }
  const user = (await findUserById(db, options.user.id)) ?? options.user;
  const current = subscriptions.find((s) => s.id === shown?.id);
  const isRunning = current ? ['active', 'trialing', 'past_due'].includes(current.status) : false;
  const nextInterval = current ? (current.pending_interval ?? current.plan_interval) : 'monthly';
  const payments = await listUserPayments(db, options.user.id);
  const guarantee = guaranteeStatus(payments, clock());
  return {
    provider: options.payments.kind,
    isPlus: isPlusStatus(user.subscription_status),
    subscriptionStatus: user.subscription_status,
    plusUntil: user.plus_until,
    subscription:
      current && current.status !== 'creating'
        ? {
            id: current.id,
            status: current.status,
            interval: current.plan_interval,
            pendingInterval: current.pending_interval,
            cancelAtPeriodEnd: current.cancel_at_period_end === 1,
            currentPeriodEnd: current.current_period_end,
            nextAmountCents:
              isRunning && current.cancel_at_period_end !== 1 ? PRICES[nextInterval].cents : null,
          }
        : null,
    receipts: payments.map(toReceipt),
    guarantee: {
      state: guarantee.state,
      paymentId: guarantee.payment?.id ?? null,
      amountCents: guarantee.payment?.amount_cents ?? null,
      totalRefundCents:
        guarantee.state === 'available' && guarantee.payment
          ? [guarantee.payment, ...guarantee.laterCharges].reduce((sum, p) => sum + p.amount_cents, 0)
          : null,
      endsAt: guarantee.endsAt?.toISOString() ?? null,
      usedAt: guarantee.state === 'used' ? (guarantee.payment?.refunded_at ?? null) : null,
    },
  };
}
