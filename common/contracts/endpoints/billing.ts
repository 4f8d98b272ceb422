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
} from '../billing.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * A member's plan, checkout, receipts and guarantee, and an admin's refund
 * (docs/product-rules.md#billing): one shape for both payment providers.
 */
export const billingEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/billing',
    access: 'member',
    responses: { 200: ZBillingOverview },
  }),
  /** Get-or-create: every call answers the same subscription awaiting its first payment. */
  setup: defineEndpoint({
    method: 'POST',
    path: '/api/billing/subscription',
    access: 'member',
    body: ZSubscriptionSetupRequest,
    responses: { 200: ZSubscriptionSetup },
    aliases: ['/api/get-or-create-subscription', '/api/create-subscription'],
  }),
  /** The test provider's card page. */
  confirmTestCard: defineEndpoint({
    method: 'POST',
    path: '/api/billing/test-card/confirm',
    access: 'member',
    body: ZTestCardRequest,
    responses: { 200: ZCardConfirmation },
  }),
  /** Polled by the test provider's card page while the card authenticates. */
  testCardPayment: defineEndpoint({
    method: 'GET',
    path: '/api/billing/test-card/:paymentIntentId',
    access: 'member',
    params: ZPaymentIntentParams,
    responses: { 200: ZCardConfirmation },
  }),
  paymentSuccess: defineEndpoint({
    method: 'POST',
    path: '/api/billing/payment-success',
    access: 'member',
    body: ZSubscriptionSuccessRequest,
    responses: { 200: ZPlanResult },
    aliases: ['/api/subscription-success'],
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/api/billing/activate',
    access: 'member',
    responses: { 200: ZActivateResponse },
    aliases: ['/api/activate-subscription'],
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/billing/receipts/:id',
    access: 'member',
    params: ZReceiptParams,
    responses: { 200: ZReceiptDocument },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/billing/cancel',
    access: 'member',
    responses: { 200: ZBillingOverview },
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/billing/resume',
    access: 'member',
    responses: { 200: ZBillingOverview },
  }),
  /** The 30-day money-back guarantee, self-serve: the first payment back at once, and Plus ends. */
  guaranteeRefund: defineEndpoint({
    method: 'POST',
    path: '/api/billing/guarantee-refund',
    access: 'member',
    responses: { 200: ZBillingOverview },
  }),
  switchInterval: defineEndpoint({
    method: 'POST',
    path: '/api/billing/switch',
    access: 'member',
    body: ZSwitchIntervalRequest,
    responses: { 200: ZBillingOverview },
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/payments/:id/refund',
    access: 'admin',
    params: ZPaymentParams,
    responses: { 200: ZRefundResponse },
  }),
  /**
   * Stripe's events, signed over the raw JSON body (the route keeps it as bytes); the signature is
   * the only credential, and the answer has no JSON contract of its own.
   */
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/billing/webhook',
    access: 'public',
    responses: { 200: null },
  }),
};
