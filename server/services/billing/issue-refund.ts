import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import {
  claimPaymentRefund,
  findPaymentById,
  markPaymentRefunded,
  releasePaymentRefund,
} from '#server/db/repositories/billing.ts';
import { findUserById } from '#server/db/repositories/users.ts';
import type { PaymentRow, RefundReason } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { Logger } from '#server/lib/logger.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import type { BillingDeps } from './billing-deps.ts';
import { refundMail } from './billing-mail.ts';

/** A refund claim whose caller never finished (the process died mid-call) can be retried after this. */
const STALE_CLAIM_MS = 5 * 60 * 1000;

/**
 * Refunds one payment in full, exactly once, whoever asks and however many at once: an admin, the
 * member's guarantee, or the sync finding a payment on a replaced checkout. Our own payment row is
 * claimed first (conditional update), so only one caller reaches the provider; the provider call
 * carries the payment's idempotency key, so a retry after a crash cannot refund twice either. The
 * member gets the refund mail. Ending the plan is the caller's part.
 */
export async function issueRefund(
  options: BillingDeps & {
    log?: Logger;
    payment: PaymentRow;
    reason: RefundReason;
    refundedBy: string | null;
  },
): Promise<PaymentRow> {
  const { db, payments, clock, payment, reason } = options;
  if (!payment.provider_charge_ref) throw new AppError('CONFLICT', 'The provider gave no charge to refund.');
  const claimedAt = clock().toISOString();
  let isClaimed: boolean;
  try {
    isClaimed = await claimPaymentRefund(db, {
      id: payment.id,
      reason,
      claimedAt,
      staleBefore: new Date(clock().getTime() - STALE_CLAIM_MS).toISOString(),
    });
  } catch (error) {
    // Only a second guarantee refund of one member can break the unique index.
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'You have used the money-back guarantee already.');
    }
    throw error;
  }
  if (!isClaimed) throw new AppError('ALREADY_REFUNDED', 'This payment was refunded already.');
  try {
    await payments.refund(payment.provider_charge_ref, { idempotencyKey: `payment-${payment.id}` });
  } catch (error) {
    await releasePaymentRefund(db, { id: payment.id, claimedAt });
    if (error instanceof AppError) throw error;
    options.log?.error({ err: error }, 'the payment provider refused a refund');
    throw new AppError('SERVICE_UNAVAILABLE', 'The refund could not be made just now. Please try again.');
  }
  const refundedAt = clock().toISOString();
  await markPaymentRefunded(db, payment.id, { refundedAt, refundedBy: options.refundedBy, reason });
  const refunded = (await findPaymentById(db, payment.id)) ?? payment;
  const owner = await findUserById(db, payment.user_id);
  if (owner?.email) {
    await enqueueEmail(
      db,
      refundMail({
        to: owner.email,
        firstName: owner.first_name,
        userId: owner.id,
        business: options.config.business,
        appUrl: options.config.appUrl,
        payment: refunded,
        reason,
        refundedAt: refunded.refunded_at ?? refundedAt,
      }),
    );
  }
  return refunded;
}
