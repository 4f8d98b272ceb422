import Stripe from 'stripe';
import type { BillingInterval } from '#common/plans.ts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentProvider, ProviderPayment, ProviderSubscription } from './payment-provider.ts';
import { toWebhookSignal } from './stripe-webhook-event.ts';

type StripeConfig = Extract<Config['payments'], { provider: 'stripe' }>;

/** Receipts read per subscription: two years of monthly payments. */
const INVOICES_LISTED = 24;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Stripe behind our payment interface. Subscriptions are created incomplete and the browser
 * confirms the first invoice's payment with Stripe Elements; everything after that is read back
 * from Stripe (`getSubscription`), never taken from the browser or a webhook body.
 * `config.api` points the client at another host (tests serve a mock Stripe API over HTTP).
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: 2,
    ...(config.api ?? {}),
  });
  const priceFor = (interval: BillingInterval) =>
    interval === 'yearly' ? config.priceYearly : config.priceMonthly;
  const intervalOf = (price: Stripe.Price | null | undefined): BillingInterval => {
    if (price?.id === config.priceYearly) return 'yearly';
    if (price?.id === config.priceMonthly) return 'monthly';
    return price?.recurring?.interval === 'year' ? 'yearly' : 'monthly';
  };
  const clientSecretOf = (invoice: Stripe.Subscription['latest_invoice']) =>
    typeof invoice === 'object' && invoice ? (invoice.confirmation_secret?.client_secret ?? null) : null;

  async function listPayments(subscriptionId: string): Promise<ProviderPayment[]> {
    const invoices = await stripe.invoices.list({
      subscription: subscriptionId,
      status: 'paid',
      limit: INVOICES_LISTED,
      expand: ['data.payments'],
    });
    const payments: ProviderPayment[] = [];
    for (const invoice of invoices.data) {
      if (!invoice.id || invoice.amount_paid <= 0) continue;
      const paymentIntent = invoice.payments?.data.find((p) => p.status === 'paid')?.payment.payment_intent;
      const chargeRef = typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null);
      const line = invoice.lines?.data[0];
      const periodDays = line ? (line.period.end - line.period.start) / 86_400 : 0;
      payments.push({
        providerPaymentId: invoice.id,
        chargeRef,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        interval: periodDays > 40 ? 'yearly' : 'monthly',
        paidAt: new Date((invoice.status_transitions.paid_at ?? invoice.created) * 1000),
        refundedAt: chargeRef ? await findRefund(chargeRef) : null,
        periodStart: line ? new Date(line.period.start * 1000) : null,
        periodEnd: line ? new Date(line.period.end * 1000) : null,
      });
    }
    return payments.sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime());
  }

  async function findRefund(paymentIntent: string): Promise<Date | null> {
    const refunds = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 1 });
    const refund = refunds.data.find((r) => r.status === 'succeeded' || r.status === 'pending');
    return refund ? new Date(refund.created * 1000) : null;
  }

  return {
    kind: 'stripe',

    async createSubscription({ userId, email, customerId, interval, idempotencyKey }) {
      const customer =
        customerId ??
        (
          await stripe.customers.create(
            { ...(email ? { email } : {}), metadata: { userId } },
            { idempotencyKey: `customer-${idempotencyKey}` },
          )
        ).id;
      const subscription = await stripe.subscriptions.create(
        {
          customer,
          items: [{ price: priceFor(interval) }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId },
        },
        { idempotencyKey: `subscription-${idempotencyKey}` },
      );
      const clientSecret = clientSecretOf(subscription.latest_invoice);
      if (!clientSecret) throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be set up.');
      return { providerSubscriptionId: subscription.id, customerId: customer, clientSecret };
    },

    async getPendingClientSecret(providerSubscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId, {
        expand: ['latest_invoice.confirmation_secret'],
      });
      return subscription.status === 'incomplete' ? clientSecretOf(subscription.latest_invoice) : null;
    },

    async getSubscription(providerSubscriptionId): Promise<ProviderSubscription> {
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
      const item = subscription.items.data[0];
      const interval = intervalOf(item?.price);
      const pending = subscription.metadata?.pendingInterval;
      return {
        providerSubscriptionId,
        status: subscription.status,
        interval,
        pendingInterval:
          subscription.schedule && (pending === 'monthly' || pending === 'yearly') && pending !== interval
            ? pending
            : null,
        currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        endedAt: subscription.ended_at ? new Date(subscription.ended_at * 1000) : null,
        payments: await listPayments(providerSubscriptionId),
      };
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
    },

    /**
     * A schedule keeps the paid period on its price and starts the new price at the renewal, so
     * nobody pays twice for the same days; switching back releases the schedule.
     */
    async switchInterval(providerSubscriptionId, interval) {
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new AppError('CONFLICT', 'This plan has no price to change.');
      const scheduleId =
        typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule?.id;
      if (intervalOf(item.price) === interval) {
        if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      } else {
        const schedule = scheduleId
          ? await stripe.subscriptionSchedules.retrieve(scheduleId)
          : await stripe.subscriptionSchedules.create({ from_subscription: providerSubscriptionId });
        await stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          phases: [
            {
              items: [{ price: item.price.id, quantity: 1 }],
              start_date: item.current_period_start,
              end_date: item.current_period_end,
            },
            { items: [{ price: priceFor(interval), quantity: 1 }] },
          ],
        });
      }
      await stripe.subscriptions.update(providerSubscriptionId, {
        metadata: { pendingInterval: intervalOf(item.price) === interval ? '' : interval },
      });
    },

    async cancelNow(providerSubscriptionId) {
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },

    /**
     * Stripe cannot end a subscription only if it is unpaid, so this reads, then cancels: a payment
     * confirmed in the browser between the two lands on a cancelled subscription, and the sync that
     * follows (or its invoice.paid webhook) refunds it.
     */
    async cancelUnpaid(providerSubscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
      if (['active', 'trialing', 'past_due'].includes(subscription.status)) return 'paid';
      if (subscription.status === 'incomplete') await stripe.subscriptions.cancel(providerSubscriptionId);
      return 'canceled';
    },

    async refund(chargeRef, { idempotencyKey }) {
      await stripe.refunds.create(
        { payment_intent: chargeRef },
        { idempotencyKey: `refund-${idempotencyKey}` },
      );
    },

    async getPaymentCard(chargeRef) {
      const paymentIntent = await stripe.paymentIntents.retrieve(chargeRef, { expand: ['latest_charge'] });
      const charge = paymentIntent.latest_charge;
      const card = typeof charge === 'object' && charge ? charge.payment_method_details?.card : null;
      return card?.last4 ? { brand: card.brand ?? 'unknown', last4: card.last4 } : null;
    },

    parseWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new AppError('NOT_FOUND', 'Webhooks are not configured.');
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new AppError('FORBIDDEN', 'Invalid webhook signature.');
        }
        // Signed, but not JSON.
        throw new AppError('VALIDATION_FAILED', 'The webhook event is not JSON.');
      }
      return toWebhookSignal(event);
    },
  };
}
