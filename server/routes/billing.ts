import type { FastifyRequest } from 'fastify';
import { billingEndpoints as billing } from '#common/contracts/endpoints/billing.ts';
import { formatCents } from '#common/plans.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireAdmin, requireUser } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import { activateSubscription } from '#server/services/billing/activate-subscription.ts';
import { changePlan } from '#server/services/billing/change-plan.ts';
import { confirmTestCard, getTestCardPayment } from '#server/services/billing/confirm-test-card.ts';
import { getBillingOverview } from '#server/services/billing/get-billing-overview.ts';
import { getOrCreateSubscription } from '#server/services/billing/get-or-create-subscription.ts';
import { getReceipt } from '#server/services/billing/get-receipt.ts';
import { recordSubscriptionSuccess } from '#server/services/billing/record-subscription-success.ts';
import { refundPayment } from '#server/services/billing/refund-payment.ts';
import { refundUnderGuarantee } from '#server/services/billing/refund-under-guarantee.ts';

/** Payment attempts and plan changes per member per minute: enough for retyping a card, not for card testing. */
const BILLING_CALLS_PER_MINUTE = 20;
/** The authenticating card page polls about twice a second. */
const POLLS_PER_MINUTE = 240;

// Counted per member (the session is resolved before the route's limit runs), else per address.
const perMember = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip);

const perMemberLimit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: perMember },
});

/**
 * Handlers of common/contracts/endpoints/billing.ts for members (docs/product-rules.md#billing): one
 * shape for both payment providers, one checkout setup, one success call, one activation; SPEC's
 * URLs are the endpoints' aliases.
 */
export async function billingRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const limit = perMemberLimit(BILLING_CALLS_PER_MINUTE);
  const withLog = (request: FastifyRequest) => ({ ...deps, log: request.log });

  serve(
    app,
    deps,
    billing.setup,
    async (request) =>
      getOrCreateSubscription({
        ...withLog(request),
        user: requireUser(request),
        interval: request.body.interval,
      }),
    { config: limit },
  );

  serve(
    app,
    deps,
    billing.confirmTestCard,
    async (request) => {
      const { clientSecret, cardNumber, expMonth, expYear, cvc } = request.body;
      return confirmTestCard({
        ...deps,
        user: requireUser(request),
        clientSecret,
        card: { number: cardNumber, expMonth, expYear, cvc },
      });
    },
    { config: limit },
  );

  serve(
    app,
    deps,
    billing.testCardPayment,
    async (request, reply) => {
      const payment = await getTestCardPayment({
        ...deps,
        user: requireUser(request),
        paymentIntentId: request.params.paymentIntentId,
      });
      return reply.header('cache-control', 'no-store').send(payment);
    },
    { config: perMemberLimit(POLLS_PER_MINUTE) },
  );

  serve(
    app,
    deps,
    billing.paymentSuccess,
    async (request) => recordSubscriptionSuccess({ ...deps, user: requireUser(request), ...request.body }),
    { config: limit },
  );

  serve(
    app,
    deps,
    billing.activate,
    async (request) => {
      const result = await activateSubscription({ ...deps, user: requireUser(request) });
      return { success: true as const, subscriptionStatus: result.subscriptionStatus };
    },
    { config: limit },
  );

  serve(app, deps, billing.overview, async (request, reply) => {
    const overview = await getBillingOverview({ ...deps, user: requireUser(request) });
    return reply.header('cache-control', 'no-store').send(overview);
  });

  serve(app, deps, billing.receipt, async (request, reply) => {
    const receipt = await getReceipt({ ...deps, user: requireUser(request), paymentId: request.params.id });
    return reply.header('cache-control', 'no-store').send(receipt);
  });

  serve(
    app,
    deps,
    billing.cancel,
    async (request) => changePlan({ ...deps, user: requireUser(request), change: { kind: 'cancel' } }),
    { config: limit },
  );

  serve(
    app,
    deps,
    billing.resume,
    async (request) => changePlan({ ...deps, user: requireUser(request), change: { kind: 'resume' } }),
    { config: limit },
  );

  serve(
    app,
    deps,
    billing.guaranteeRefund,
    async (request) => refundUnderGuarantee({ ...withLog(request), user: requireUser(request) }),
    { config: limit },
  );

  serve(
    app,
    deps,
    billing.switchInterval,
    async (request) =>
      changePlan({
        ...deps,
        user: requireUser(request),
        change: {
          kind: 'switch',
          interval: request.body.interval,
          confirmedAmountCents: request.body.confirmedAmountCents,
        },
      }),
    { config: limit },
  );
  await billingAdminRoutes(app, deps);
}

/** The admin's refund, from common/contracts/endpoints/billing.ts; written to the audit log. */
async function billingAdminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const withLog = (request: FastifyRequest) => ({ ...deps, log: request.log });

  serve(
    app,
    deps,
    billing.refund,
    async (request) => {
      const admin = requireAdmin(request);
      const refunded = await refundPayment({
        ...withLog(request),
        paymentId: request.params.id,
        adminUserId: admin.id,
      });
      await recordAudit(deps.db, {
        admin,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: request.params.id,
        summary: `Refunded ${formatCents(refunded.receipt.amountCents, refunded.receipt.currency)} (${refunded.receipt.interval} Plus payment of ${refunded.receipt.paidAt.slice(0, 10)})`,
      });
      return refunded;
    },
    { config: perMemberLimit(BILLING_CALLS_PER_MINUTE) },
  );
}
