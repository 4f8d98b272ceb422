import {
  findPaymentById,
  findSubscriptionById,
  listSubscriptionPayments,
  listUserPayments,
  listUserSubscriptions,
  setPaymentCard,
  updateSubscription,
  upsertPayment,
} from '#server/db/repositories/billing.ts';
import { findUserById, updateUser } from '#server/db/repositories/users.ts';
import type { PaymentRow, RefundReason, SubscriptionRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import type { BillingDeps } from './billing-deps.ts';
import { receiptMail } from './billing-mail.ts';
import { chargesAfterPlanEnd, planEndedByRefundAt } from './charges-after-plan-end.ts';
import { bestAccess, derivePlanAccess, type PlanAccess } from './derive-plan-access.ts';
import { issueRefund } from './issue-refund.ts';

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

const RUNNING_STATUSES = new Set(['trialing', 'active', 'past_due']);

/**
 * Re-reads one subscription from the payment provider and makes our mirror, the receipts and the
 * user's plan follow it. Every path that can change a plan ends here (payment success, activation,
 * webhooks, cancel, resume, switch, refund, a lapsed period), so it is idempotent and does not care
 * in which order it is called: the provider's current state is the answer.
 */
export async function syncSubscription(
  options: BillingDeps & { subscription: SubscriptionRow },
): Promise<PlanAccess> {
  const { db, payments, clock, config } = options;
  const deps: BillingDeps = { db, payments, clock, config };
  // Read again: the caller's copy may predate a change (e.g. the checkout being marked replaced).
  const row = (await findSubscriptionById(db, options.subscription.id)) ?? options.subscription;
  if (row.status === 'creating') return applyUserAccess({ ...deps, userId: row.user_id });
  const state = await payments.getSubscription(row.provider_subscription_id);
  let status = state.status;
  if (row.replaced_at && RUNNING_STATUSES.has(status)) {
    // Paid after we ended it, the provider may have revived it: it must not renew either.
    await payments.cancelNow(row.provider_subscription_id);
    status = 'canceled';
  }
  const now = clock().toISOString();
  const hasEnded = status === 'canceled' || status === 'incomplete_expired';
  await updateSubscription(db, row.id, {
    status,
    plan_interval: state.interval,
    pending_interval: state.pendingInterval,
    cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
    current_period_end: state.currentPeriodEnd?.toISOString() ?? null,
    // A replaced checkout is never the member's open one again.
    is_open: OPEN_STATUSES.has(status) && !row.replaced_at ? 1 : 0,
    ...(hasEnded && !row.canceled_at ? { canceled_at: state.endedAt?.toISOString() ?? now } : {}),
    updated_at: now,
  });
  const known = new Set((await listSubscriptionPayments(db, row.id)).map((p) => p.provider_payment_id));
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
      refund_claimed_at: null,
      // A refund we did not make (e.g. in Stripe's dashboard); ours keep their own reason.
      refund_reason: payment.refundedAt ? 'provider' : null,
      card_brand: null,
      card_last4: null,
      period_start: payment.periodStart?.toISOString() ?? null,
      period_end: payment.periodEnd?.toISOString() ?? null,
      created_at: now,
    });
  }
  const stored = await listSubscriptionPayments(db, row.id);
  const recorded = stored.filter((p) => !known.has(p.provider_payment_id));
  for (const payment of recorded) await recordPaymentCard(deps, payment);
  if (recorded.length > 0)
    await mailReceipts({ ...deps, userId: row.user_id, paymentIds: recorded.map((p) => p.id) });
  if (row.replaced_at) {
    await refundAll(
      deps,
      stored.filter((p) => !p.refunded_at),
      'replaced_checkout',
    );
  } else {
    // A refund that ended the plan early: no later charge of it stands for time without Plus.
    const endedAt = planEndedByRefundAt(stored);
    if (endedAt) await refundAll(deps, chargesAfterPlanEnd(stored, endedAt), 'plan_ended');
  }
  return applyUserAccess({ ...deps, userId: row.user_id });
}

/** The card of a new payment, for its receipt; a receipt without it still stands (it says "your card"). */
async function recordPaymentCard(deps: BillingDeps, payment: PaymentRow): Promise<void> {
  if (!payment.provider_charge_ref) return;
  try {
    const card = await deps.payments.getPaymentCard(payment.provider_charge_ref);
    if (card) await setPaymentCard(deps.db, payment.id, card);
  } catch {
    // The receipt is complete without the card brand; the payment itself is recorded either way.
  }
}

/**
 * A receipt mail for each payment this sync recorded first. Two syncs at once
 * may both see a payment as new; the mail's dedupe key (receipt:<payment id>) queues it once.
 */
async function mailReceipts(options: BillingDeps & { userId: string; paymentIds: string[] }): Promise<void> {
  const owner = await findUserById(options.db, options.userId);
  if (!owner?.email) return;
  for (const id of options.paymentIds) {
    const payment = await findPaymentById(options.db, id);
    if (!payment) continue;
    await enqueueEmail(
      options.db,
      receiptMail({
        to: owner.email,
        firstName: owner.first_name,
        userId: owner.id,
        business: options.config.business,
        appUrl: options.config.appUrl,
        payment,
      }),
    );
  }
}

/**
 * Money the plan must not keep, refunded at once, each with a refund mail saying why: a payment that
 * landed on a checkout the member replaced before paying (with Stripe the browser can confirm it
 * while we cancel), or a charge for time after a refund ended the plan. A refund the provider
 * refuses fails this sync, so a webhook's retry tries it again.
 */
async function refundAll(deps: BillingDeps, charges: PaymentRow[], reason: RefundReason): Promise<void> {
  for (const payment of charges) {
    try {
      await issueRefund({ ...deps, payment, reason, refundedBy: null });
    } catch (error) {
      // Another sync (or an admin) is refunding it right now.
      if (!(error instanceof AppError && error.code === 'ALREADY_REFUNDED')) throw error;
    }
  }
}

/**
 * Sets users.subscription_status and plus_until from every subscription the user has, as our
 * mirror now holds them: the one source `isPlusStatus` (common/plans.ts) reads.
 */
export async function applyUserAccess(options: BillingDeps & { userId: string }): Promise<PlanAccess> {
  const { db, clock, userId } = options;
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
