import type { FastifyRequest } from 'fastify';
import {
  ZActivateResponse,
  ZBillingOverview,
  ZCardConfirmation,
  ZPaymentIntentParams,
  ZPaymentParams,
  ZPlanResult,
  ZReceiptDocument,
  ZReceiptParams,
  ZRefundResponse,
  ZSubscriptionSetup,
  ZSubscriptionSetupRequest,
  ZSubscriptionSuccessRequest,
  ZSwitchIntervalRequest,
  ZTestCardRequest,
} from '#common/contracts/billing.ts';
import { formatCents } from '#common/plans.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireAdmin, requireUser } from '#server/plugins/auth-context.ts';
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

/**
 * One shape for both payment providers (docs/product-rules.md#billing): one checkout setup, one
 * success call, one activation. SPEC's URLs are the same routes under their old names.
 */
// Counted per member (the session is resolved before the route's limit runs), else per address.
const perMember = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip);

const SETUP_URLS = [
  '/api/billing/subscription',
  '/api/get-or-create-subscription',
  '/api/create-subscription',
];
const SUCCESS_URLS = ['/api/billing/payment-success', '/api/subscription-success'];
const ACTIVATE_URLS = ['/api/billing/activate', '/api/activate-subscription'];

/** A member's plan, checkout, receipts and guarantee; registered in the members' group (server/app.ts). */
export async function billingRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const limit = {
    rateLimit: { max: BILLING_CALLS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perMember },
  };
  const withLog = (request: FastifyRequest) => ({ ...deps, log: request.log });

  for (const url of SETUP_URLS) {
    app.post(
      url,
      {
        config: limit,
        schema: { body: ZSubscriptionSetupRequest, response: { 200: ZSubscriptionSetup } },
      },
      async (request) =>
        getOrCreateSubscription({
          ...withLog(request),
          user: requireUser(request),
          interval: request.body.interval,
        }),
    );
  }

  app.post(
    '/api/billing/test-card/confirm',
    {
      config: limit,
      schema: { body: ZTestCardRequest, response: { 200: ZCardConfirmation } },
    },
    async (request) => {
      const { clientSecret, cardNumber, expMonth, expYear, cvc } = request.body;
      return confirmTestCard({
        ...deps,
        user: requireUser(request),
        clientSecret,
        card: { number: cardNumber, expMonth, expYear, cvc },
      });
    },
  );

  app.get(
    '/api/billing/test-card/:paymentIntentId',
    {
      config: { rateLimit: { max: POLLS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perMember } },
      schema: { params: ZPaymentIntentParams, response: { 200: ZCardConfirmation } },
    },
    async (request, reply) => {
      const payment = await getTestCardPayment({
        ...deps,
        user: requireUser(request),
        paymentIntentId: request.params.paymentIntentId,
      });
      return reply.header('cache-control', 'no-store').send(payment);
    },
  );

  for (const url of SUCCESS_URLS) {
    app.post(
      url,
      {
        config: limit,
        schema: { body: ZSubscriptionSuccessRequest, response: { 200: ZPlanResult } },
      },
      async (request) => recordSubscriptionSuccess({ ...deps, user: requireUser(request), ...request.body }),
    );
  }

  for (const url of ACTIVATE_URLS) {
    app.post(url, { config: limit, schema: { response: { 200: ZActivateResponse } } }, async (request) => {
      const result = await activateSubscription({ ...deps, user: requireUser(request) });
      return { success: true as const, subscriptionStatus: result.subscriptionStatus };
    });
  }

  app.get('/api/billing', { schema: { response: { 200: ZBillingOverview } } }, async (request, reply) => {
    const overview = await getBillingOverview({ ...deps, user: requireUser(request) });
    return reply.header('cache-control', 'no-store').send(overview);
  });

  app.get(
    '/api/billing/receipts/:id',
    { schema: { params: ZReceiptParams, response: { 200: ZReceiptDocument } } },
    async (request, reply) => {
      const receipt = await getReceipt({ ...deps, user: requireUser(request), paymentId: request.params.id });
      return reply.header('cache-control', 'no-store').send(receipt);
    },
  );

  app.post(
    '/api/billing/cancel',
    { config: limit, schema: { response: { 200: ZBillingOverview } } },
    async (request) => changePlan({ ...deps, user: requireUser(request), change: { kind: 'cancel' } }),
  );

  app.post(
    '/api/billing/resume',
    { config: limit, schema: { response: { 200: ZBillingOverview } } },
    async (request) => changePlan({ ...deps, user: requireUser(request), change: { kind: 'resume' } }),
  );

  app.post(
    '/api/billing/guarantee-refund',
    { config: limit, schema: { response: { 200: ZBillingOverview } } },
    async (request) => refundUnderGuarantee({ ...withLog(request), user: requireUser(request) }),
  );

  app.post(
    '/api/billing/switch',
    {
      config: limit,
      schema: { body: ZSwitchIntervalRequest, response: { 200: ZBillingOverview } },
    },
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
  );
}

/** Refunds by an admin; registered in the admins' group (server/app.ts). */
export async function billingAdminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const limit = {
    rateLimit: {
      max: BILLING_CALLS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: perMember,
    },
  };
  const withLog = (request: FastifyRequest) => ({ ...deps, log: request.log });

  app.post(
    '/api/admin/payments/:id/refund',
    {
      config: limit,
      schema: { params: ZPaymentParams, response: { 200: ZRefundResponse } },
    },
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
  );
}
