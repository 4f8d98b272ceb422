import type { TBillingOverview } from '#common/contracts/billing.ts';
import { formatCents, MONEY_BACK_DAYS } from '#common/plans.ts';
import { listSubscriptionPayments, listUserPayments } from '#server/db/repositories/billing.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { Logger } from '#server/lib/logger.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import type { BillingDeps } from './billing-deps.ts';
import { endRefundedPlan } from './end-refunded-plan.ts';
import { getBillingOverview } from './get-billing-overview.ts';
import { guaranteeStatus } from './guarantee-status.ts';
import { issueRefund } from './issue-refund.ts';

/**
 * POST /api/billing/guarantee-refund: the 30-day money-back guarantee, self-serve. Within
 * MONEY_BACK_DAYS of their first payment a member gets it back at once, once per member: the plan
 * it paid for ends now (Plus with it), and so a renewal of it inside the window is refunded too
 * (docs/product-rules.md). A refund mail follows for each, and the admin's audit log shows it, also
 * when the refund went through but ending the plan did not finish.
 * Two requests at once refund once (the payment row is claimed first; the other gets
 * ALREADY_REFUNDED), and a second guarantee refund breaks a unique index (GUARANTEE_USED).
 */
export async function refundUnderGuarantee(
  options: BillingDeps & { log?: Logger; user: UserRow },
): Promise<TBillingOverview> {
  const { db, user } = options;
  const status = guaranteeStatus(await listUserPayments(db, user.id), options.clock());
  switch (status.state) {
    case 'none':
      throw new AppError('NOT_FOUND', 'You have made no payment to refund.');
    case 'used':
      throw new AppError(
        'GUARANTEE_USED',
        'You have used the money-back guarantee already: it is once per member.',
      );
    case 'refunded':
      throw new AppError('ALREADY_REFUNDED', 'Your first payment was refunded already.');
    case 'expired':
      throw new AppError(
        'REFUND_WINDOW_CLOSED',
        `The money-back guarantee covers ${MONEY_BACK_DAYS} days from your first payment, and they have passed.`,
      );
  }
  const payment = status.payment;
  if (!payment) throw new AppError('NOT_FOUND', 'You have made no payment to refund.');
  const refunded = await issueRefund({ ...options, payment, reason: 'guarantee', refundedBy: user.id });
  // The refund stands whatever follows: the audit row is written either way, and the member is
  // told the truth (retrying then answers GUARANTEE_USED; Stripe's webhook retries the sync).
  const planEndFailure = await endRefundedPlan({ ...options, payment }).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (planEndFailure)
    options.log?.error({ err: planEndFailure }, 'guarantee refund made; ending the plan failed');
  const later = (await listSubscriptionPayments(db, payment.subscription_id)).filter(
    (p) => p.refund_reason === 'plan_ended' && p.refunded_at,
  );
  const laterCents = later.reduce((sum, p) => sum + p.amount_cents, 0);
  await recordAudit(db, {
    admin: user,
    action: 'payment.guarantee_refund',
    targetType: 'payment',
    targetId: payment.id,
    summary: `Money-back guarantee: the member refunded their first Plus payment of ${refunded.paid_at.slice(0, 10)} (${formatCents(refunded.amount_cents, refunded.currency)}, ${refunded.plan_interval}); Plus ended${
      later.length > 0
        ? `, and ${later.length} later charge${later.length === 1 ? '' : 's'} of the plan for time after it (${formatCents(laterCents, refunded.currency)}) refunded with it`
        : ''
    }${planEndFailure ? '; ending the plan at the payment provider did not finish' : ''}`,
  });
  if (planEndFailure) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Your first payment was refunded, but ending your plan did not finish. Please check your plan in a few minutes, and contact support if it is still active.',
    );
  }
  return getBillingOverview(options);
}
