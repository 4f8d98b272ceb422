import type { BillingInterval } from '#common/plans.ts';

/**
 * One interface for the two payment providers (Stripe, and the built-in test provider that is the
 * embedded default). Our database mirrors what a provider says; it never decides that a payment
 * happened. Every state change is read back through `getSubscription` and applied by
 * server/services/billing/sync-subscription.ts, whatever triggered it.
 */
export type ProviderSubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'paused';

export interface ProviderPayment {
  /** Stripe invoice id, or the test provider's payment intent id. */
  providerPaymentId: string;
  /** What a refund is made against (Stripe payment intent, test intent). */
  chargeRef: string | null;
  amountCents: number;
  currency: string;
  interval: BillingInterval;
  paidAt: Date;
  refundedAt: Date | null;
  /** The period this payment paid for, when the provider says. */
  periodStart: Date | null;
  periodEnd: Date | null;
}

/** The card a payment was taken from, for the receipt: brand as the provider names it ('visa'). */
export interface PaymentCard {
  brand: string;
  last4: string;
}

/** What ending an unpaid checkout found: it ended unpaid, or its first payment had landed. */
export type UnpaidCancelOutcome = 'canceled' | 'paid';

export interface ProviderSubscription {
  providerSubscriptionId: string;
  /** A ProviderSubscriptionStatus; a status a newer Stripe API adds counts as not paid. */
  status: ProviderSubscriptionStatus | (string & {});
  interval: BillingInterval;
  pendingInterval: BillingInterval | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When it ended (cancelled or expired), when the provider says. */
  endedAt: Date | null;
  /** Paid payments, newest first. */
  payments: ProviderPayment[];
}

export interface CreatedSubscription {
  providerSubscriptionId: string;
  /** The provider's customer, kept on the user so later subscriptions reuse it. */
  customerId: string | null;
  /** Handed to the browser to confirm the first payment (Stripe Elements, or our test card form). */
  clientSecret: string;
}

/** What confirming a card answered (test provider only; with Stripe the browser talks to Stripe). */
export interface CardConfirmation {
  paymentIntentId: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'failed';
  message?: string;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A verified webhook: only a signal naming what to re-read. */
export interface WebhookSignal {
  eventId: string;
  type: string;
  providerSubscriptionId: string | null;
  /** For refund events: the payment intent refunded, to find its subscription through our receipts. */
  chargeRef: string | null;
}

export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  createSubscription(input: {
    userId: string;
    email: string | null;
    customerId: string | null;
    interval: BillingInterval;
    /** Our subscription row id: a retried call with the same key creates nothing new. */
    idempotencyKey: string;
  }): Promise<CreatedSubscription>;
  /** The client secret of the first payment of a subscription still awaiting it, for a repeated setup. */
  getPendingClientSecret(providerSubscriptionId: string): Promise<string | null>;
  getSubscription(providerSubscriptionId: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /** The new interval applies from the next renewal; the current paid period is left as it is. */
  switchInterval(providerSubscriptionId: string, interval: BillingInterval): Promise<void>;
  /** Ends the subscription now (after a refund). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /**
   * Ends a subscription still awaiting its first payment (a checkout the member replaced), unless
   * that payment has landed: then it is left running and 'paid' is answered. The test provider
   * decides atomically against a card payment; Stripe cannot, so a payment may still land after
   * 'canceled' and the sync refunds it (server/services/billing/sync-subscription.ts).
   */
  cancelUnpaid(providerSubscriptionId: string): Promise<UnpaidCancelOutcome>;
  /**
   * Refunds a payment in full. The key makes a retried call a replay: the provider refunds once per
   * key, and a payment is refunded once whatever the key.
   */
  refund(chargeRef: string, options: { idempotencyKey: string }): Promise<void>;
  /** The card a payment was taken from (read once per payment, for its receipt). */
  getPaymentCard(chargeRef: string): Promise<PaymentCard | null>;
  /** Test provider: confirm a first payment with a card. Stripe: not offered (the browser confirms). */
  confirmCard?(clientSecret: string, card: CardInput): Promise<CardConfirmation>;
  /** Test provider: the current state of a payment intent (resolves a finished authentication). */
  getCardPayment?(paymentIntentId: string): Promise<CardConfirmation & { subscriptionId: string }>;
  /** Stripe: verify the signature over the raw body and name what to re-read. */
  parseWebhook?(rawBody: Buffer, signature: string): WebhookSignal;
}
