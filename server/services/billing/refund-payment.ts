import type { TRefundResponse } from '#common/contracts/billing.ts';
import { formatCents, MONEY_BACK_DAYS } from '#common/plans.ts';
import {
  findPaymentById,
  findSubscriptionById,
  markPaymentRefunded,
} from '#server/db/repositories/billing.ts';
import { findUserById } from '#server/db/repositories/users.ts';
import { AppError } from '#server/errors.ts';
import { addDays } from '#server/lib/time.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import type { BillingDeps } from './billing-deps.ts';
import { toReceipt } from './get-billing-overview.ts';
import { syncSubscription } from './sync-subscription.ts';

/**
 * The 30-day money-back promise (docs/product-rules.md#billing), done by an admin: a payment made
 * within MONEY_BACK_DAYS is refunded in full, the plan it paid for ends now, and Plus goes with it.
 */
export async function refundPayment(
  deps: BillingDeps,
  options: { paymentId: string; adminUserId: string },
): Promise<TRefundResponse> {
  const { db, payments, clock } = deps;
  const admin = await findUserById(db, options.adminUserId);
  if (admin?.role !== 'admin') throw new AppError('FORBIDDEN', 'Admins only.');
  const payment = await findPaymentById(db, options.paymentId);
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found.');
  if (payment.refunded_at) throw new AppError('ALREADY_REFUNDED', 'This payment was refunded already.');
  const now = clock();
  if (now > addDays(new Date(payment.paid_at), MONEY_BACK_DAYS)) {
    throw new AppError(
      'REFUND_WINDOW_CLOSED',
      `This payment is older than ${MONEY_BACK_DAYS} days, past the money-back window.`,
    );
  }
  if (!payment.provider_charge_ref) throw new AppError('CONFLICT', 'The provider gave no charge to refund.');
  const subscription = await findSubscriptionById(db, payment.subscription_id);
  await payments.refund(payment.provider_charge_ref);
  if (subscription?.is_open === 1) await payments.cancelNow(subscription.provider_subscription_id);
  await markPaymentRefunded(db, payment.id, {
    refundedAt: now.toISOString(),
    refundedBy: options.adminUserId,
  });
  const access = subscription ? await syncSubscription(deps, { subscription }) : null;
  const owner = await findUserById(db, payment.user_id);
  if (owner?.email) {
    await enqueueEmail(db, {
      to: owner.email,
      subject: 'Your PawSmile Plus refund',
      kind: 'billing_refund',
      dedupeKey: `refund:${payment.id}`,
      text: `We refunded ${formatCents(payment.amount_cents, payment.currency)} for your Plus payment of ${payment.paid_at.slice(0, 10)}. Your account is back on the free Starter plan.`,
    });
  }
  const refunded = (await findPaymentById(db, payment.id)) ?? payment;
  return { receipt: toReceipt(refunded), subscriptionStatus: access?.subscriptionStatus ?? 'free' };
}
