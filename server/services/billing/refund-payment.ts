import type { TRefundResponse } from '#common/contracts/billing.ts';
import { MONEY_BACK_DAYS } from '#common/plans.ts';
import { findPaymentById } from '#server/db/repositories/billing.ts';
import { findUserById } from '#server/db/repositories/users.ts';
import { AppError } from '#server/errors.ts';
import type { Logger } from '#server/lib/logger.ts';
import { addDays } from '#server/lib/time.ts';
import type { BillingDeps } from './billing-deps.ts';
import { endRefundedPlan } from './end-refunded-plan.ts';
import { issueRefund } from './issue-refund.ts';
import { toReceipt } from './to-receipt.ts';

/**
 * The 30-day money-back promise (docs/product-rules.md#billing), done by an admin: a payment made
 * within MONEY_BACK_DAYS is refunded in full, the plan it paid for ends now, and Plus goes with it (a
 * later charge of that plan for time after now is refunded too).
 * Refunded once however many admins (or clicks) ask at once: the others get ALREADY_REFUNDED.
 */
export async function refundPayment(
  options: BillingDeps & { log?: Logger; paymentId: string; adminUserId: string },
): Promise<TRefundResponse> {
  const { db, clock } = options;
  const admin = await findUserById(db, options.adminUserId);
  if (admin?.role !== 'admin') throw new AppError('FORBIDDEN', 'Admins only.');
  const payment = await findPaymentById(db, options.paymentId);
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found.');
  if (payment.refunded_at) throw new AppError('ALREADY_REFUNDED', 'This payment was refunded already.');
  if (clock() > addDays(new Date(payment.paid_at), MONEY_BACK_DAYS)) {
    throw new AppError(
      'REFUND_WINDOW_CLOSED',
      `This payment is older than ${MONEY_BACK_DAYS} days, past the money-back window.`,
    );
  }
  const refunded = await issueRefund({ ...options, payment, reason: 'admin', refundedBy: admin.id });
  const access = await endRefundedPlan({ ...options, payment });
  return { receipt: toReceipt(refunded), subscriptionStatus: access?.subscriptionStatus ?? 'free' };
}
