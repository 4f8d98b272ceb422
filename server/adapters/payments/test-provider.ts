import { PRICES } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import {
  cancelUnpaidTestSubscription,
  findTestIntentById,
  findTestIntentBySecret,
  findTestSubscription,
  insertTestSubscription,
  listTestIntents,
  markTestIntentPaid,
  refundTestIntent,
  renewTestSubscription,
  type TestIntentRow,
  type TestSubscriptionRow,
  updateTestIntent,
  updateTestSubscription,
} from '#server/db/repositories/test-payments.ts';
import { AppError } from '#server/errors.ts';
import { newId, newToken } from '#server/lib/ids.ts';
import { addBillingPeriod } from './billing-periods.ts';
import type {
  CardConfirmation,
  CardInput,
  PaymentProvider,
  ProviderSubscription,
} from './payment-provider.ts';
import { cardBrand, isCardExpired, testCardOutcome } from './test-cards.ts';

/** How long the 3155 card's "authentication" takes before it succeeds. */
export const TEST_AUTHENTICATION_DELAY_MS = 2_000;
/** Like Stripe, a subscription whose first payment never comes expires after 23 hours. */
const INCOMPLETE_EXPIRY_MS = 23 * 60 * 60 * 1000;
/** Renewals applied in one read at most (a clock far in the future must not loop for long). */
const MAX_RENEWALS_PER_READ = 240;

const DECLINED = 'Your card was declined.';
/** An unpaid intent whose checkout was replaced by a newer one (or ended) takes no payment. */
const REPLACED =
  'This checkout was replaced by a newer one, so nothing was charged. Please pay on the newer one.';

/**
 * The built-in payment provider, the embedded default: no account, no network. It runs the
 * subscription state machine a card processor would (incomplete → active → renewing every
 * period; cancel at period end; refunds) with its state in its own tables, and the app reads it
 * back through the same interface and sync as Stripe. Time comes from the injected clock, so
 * tests can move past a period end.
 */
export function createTestProvider(options: { db: Db; clock: () => Date }): PaymentProvider {
  const { db, clock } = options;

  async function requireSubscription(id: string): Promise<TestSubscriptionRow> {
    const row = await findTestSubscription(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'Subscription not found.');
    return row;
  }

  /** The first payment; false when the checkout ended first (then nothing is charged). */
  async function markPaid(
    intent: TestIntentRow,
    paidAt: Date,
    card: { last4: string | null; brand: string | null },
  ): Promise<boolean> {
    return markTestIntentPaid(
      db,
      { id: intent.id, subscriptionId: intent.subscription_id },
      {
        paidAt: paidAt.toISOString(),
        periodEnd: addBillingPeriod(paidAt, intent.plan_interval).toISOString(),
        cardLast4: card.last4,
        cardBrand: card.brand,
      },
    );
  }

  /** Applies what time has done: finished authentications, expiries, renewals, ends of cancelled plans. */
  async function settle(id: string): Promise<TestSubscriptionRow> {
    const now = clock();
    let subscription = await requireSubscription(id);
    if (subscription.status === 'incomplete') {
      for (const intent of await listTestIntents(db, id)) {
        if (
          intent.status === 'requires_action' &&
          intent.action_ready_at &&
          intent.action_ready_at <= now.toISOString()
        ) {
          await markPaid(intent, new Date(intent.action_ready_at), {
            last4: intent.card_last4,
            brand: intent.card_brand,
          });
        }
      }
      subscription = await requireSubscription(id);
      if (
        subscription.status === 'incomplete' &&
        now.getTime() - Date.parse(subscription.created_at) >= INCOMPLETE_EXPIRY_MS
      ) {
        await updateTestSubscription(db, id, { status: 'incomplete_expired', updated_at: now.toISOString() });
      }
    }
    for (let i = 0; i < MAX_RENEWALS_PER_READ; i++) {
      subscription = await requireSubscription(id);
      const periodEnd = subscription.current_period_end;
      if (subscription.status !== 'active' || !periodEnd || periodEnd > now.toISOString()) break;
      if (subscription.cancel_at_period_end) {
        await updateTestSubscription(db, id, { status: 'canceled', updated_at: periodEnd });
        continue;
      }
      // The saved test card always pays a renewal.
      const interval = subscription.pending_interval ?? subscription.plan_interval;
      const last = (await listTestIntents(db, id)).find((intent) => intent.status === 'succeeded');
      await renewTestSubscription(db, subscription, {
        fromPeriodEnd: periodEnd,
        toPeriodEnd: addBillingPeriod(new Date(periodEnd), interval).toISOString(),
        intent: {
          id: `tpi_${newId()}`,
          subscription_id: id,
          client_secret: `tpi_renewal_${newToken(18)}`,
          amount_cents: PRICES[interval].cents,
          plan_interval: interval,
          status: 'succeeded',
          last_error: null,
          card_brand: last?.card_brand ?? null,
          card_last4: last?.card_last4 ?? null,
          action_ready_at: null,
          paid_at: periodEnd,
          period_start: periodEnd,
          period_end: addBillingPeriod(new Date(periodEnd), interval).toISOString(),
          refunded_at: null,
          refund_idempotency_key: null,
          created_at: periodEnd,
        },
      });
    }
    return requireSubscription(id);
  }

  function toConfirmation(intent: TestIntentRow): CardConfirmation {
    if (intent.status === 'succeeded') return { paymentIntentId: intent.id, status: 'succeeded' };
    if (intent.status === 'requires_action') return { paymentIntentId: intent.id, status: 'requires_action' };
    if (intent.status === 'canceled') {
      return { paymentIntentId: intent.id, status: 'failed', message: intent.last_error ?? REPLACED };
    }
    if (!intent.last_error) return { paymentIntentId: intent.id, status: 'requires_payment_method' };
    return { paymentIntentId: intent.id, status: 'failed', message: intent.last_error ?? DECLINED };
  }

  return {
    kind: 'test',

    async createSubscription({ userId, interval }) {
      const now = clock().toISOString();
      const id = `tsub_${newId()}`;
      const clientSecret = `tpi_secret_${newToken(24)}`;
      await insertTestSubscription(
        db,
        {
          id,
          user_id: userId,
          plan_interval: interval,
          pending_interval: null,
          status: 'incomplete',
          cancel_at_period_end: 0,
          current_period_end: null,
          created_at: now,
          updated_at: now,
        },
        {
          id: `tpi_${newId()}`,
          subscription_id: id,
          client_secret: clientSecret,
          amount_cents: PRICES[interval].cents,
          plan_interval: interval,
          status: 'requires_payment_method',
          last_error: null,
          card_brand: null,
          card_last4: null,
          action_ready_at: null,
          paid_at: null,
          period_start: null,
          period_end: null,
          refunded_at: null,
          refund_idempotency_key: null,
          created_at: now,
        },
      );
      return { providerSubscriptionId: id, customerId: null, clientSecret };
    },

    async getPendingClientSecret(providerSubscriptionId) {
      const subscription = await settle(providerSubscriptionId);
      if (subscription.status !== 'incomplete') return null;
      const intents = await listTestIntents(db, providerSubscriptionId);
      return (
        intents.find((intent) => intent.status !== 'succeeded' && intent.status !== 'canceled')
          ?.client_secret ?? null
      );
    },

    async getSubscription(providerSubscriptionId): Promise<ProviderSubscription> {
      const subscription = await settle(providerSubscriptionId);
      const intents = await listTestIntents(db, providerSubscriptionId);
      return {
        providerSubscriptionId,
        status: subscription.status,
        interval: subscription.plan_interval,
        pendingInterval: subscription.pending_interval,
        currentPeriodEnd: subscription.current_period_end ? new Date(subscription.current_period_end) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end === 1,
        // Its last change is the one that ended it: nothing changes an ended subscription.
        endedAt:
          subscription.status === 'canceled' || subscription.status === 'incomplete_expired'
            ? new Date(subscription.updated_at)
            : null,
        payments: intents
          .filter((intent) => intent.status === 'succeeded' && intent.paid_at)
          .sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? ''))
          .map((intent) => ({
            providerPaymentId: intent.id,
            chargeRef: intent.id,
            amountCents: intent.amount_cents,
            currency: 'usd',
            interval: intent.plan_interval,
            paidAt: new Date(intent.paid_at ?? intent.created_at),
            refundedAt: intent.refunded_at ? new Date(intent.refunded_at) : null,
            periodStart: intent.period_start ? new Date(intent.period_start) : null,
            periodEnd: intent.period_end ? new Date(intent.period_end) : null,
          })),
      };
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      const subscription = await settle(providerSubscriptionId);
      if (subscription.status !== 'active') throw new AppError('CONFLICT', 'This plan is no longer running.');
      await updateTestSubscription(db, providerSubscriptionId, {
        cancel_at_period_end: cancel ? 1 : 0,
        updated_at: clock().toISOString(),
      });
    },

    async switchInterval(providerSubscriptionId, interval) {
      const subscription = await settle(providerSubscriptionId);
      if (subscription.status !== 'active') throw new AppError('CONFLICT', 'This plan is no longer running.');
      await updateTestSubscription(db, providerSubscriptionId, {
        pending_interval: interval === subscription.plan_interval ? null : interval,
        updated_at: clock().toISOString(),
      });
    },

    async cancelNow(providerSubscriptionId) {
      await requireSubscription(providerSubscriptionId);
      await updateTestSubscription(db, providerSubscriptionId, {
        status: 'canceled',
        updated_at: clock().toISOString(),
      });
    },

    async cancelUnpaid(providerSubscriptionId) {
      // A finished authentication counts as paid before the checkout can be ended.
      await settle(providerSubscriptionId);
      const status = await cancelUnpaidTestSubscription(db, providerSubscriptionId, {
        at: clock().toISOString(),
        reason: REPLACED,
      });
      if (!status) throw new AppError('NOT_FOUND', 'Subscription not found.');
      return status === 'active' ? 'paid' : 'canceled';
    },

    async refund(chargeRef, { idempotencyKey }) {
      const outcome = await refundTestIntent(db, chargeRef, {
        refundedAt: clock().toISOString(),
        idempotencyKey,
      });
      if (outcome === 'not_refundable') throw new AppError('NOT_FOUND', 'Payment not found.');
      // Like Stripe's charge_already_refunded: a second refund under another key is refused.
      if (outcome === 'already_refunded') {
        throw new AppError('ALREADY_REFUNDED', 'This payment was refunded already.');
      }
    },

    async getPaymentCard(chargeRef) {
      const intent = await findTestIntentById(db, chargeRef);
      if (!intent?.card_last4) return null;
      return { brand: intent.card_brand ?? 'unknown', last4: intent.card_last4 };
    },

    async confirmCard(clientSecret: string, card: CardInput): Promise<CardConfirmation> {
      const intent = await findTestIntentBySecret(db, clientSecret);
      if (!intent) throw new AppError('NOT_FOUND', 'This payment was not found. Please start again.');
      const subscription = await settle(intent.subscription_id);
      const current = (await findTestIntentById(db, intent.id)) ?? intent;
      if (current.status !== 'requires_payment_method') return toConfirmation(current);
      if (subscription.status !== 'incomplete') {
        throw new AppError('CONFLICT', 'This payment has expired. Please start again.');
      }
      const now = clock();
      const last4 = card.number.replace(/\D/g, '').slice(-4);
      const brand = cardBrand(card.number);
      if (isCardExpired(card.expMonth, card.expYear, now)) {
        await updateTestIntent(db, intent.id, { last_error: 'Your card has expired.' });
        return { paymentIntentId: intent.id, status: 'failed', message: 'Your card has expired.' };
      }
      switch (testCardOutcome(card.number)) {
        case 'succeeds':
          // False when the checkout was replaced a moment ago: the intent then says so.
          await markPaid(current, now, { last4, brand });
          break;
        case 'requires_authentication':
          await updateTestIntent(
            db,
            intent.id,
            {
              status: 'requires_action',
              card_brand: brand,
              card_last4: last4,
              last_error: null,
              action_ready_at: new Date(now.getTime() + TEST_AUTHENTICATION_DELAY_MS).toISOString(),
            },
            'requires_payment_method',
          );
          break;
        case 'declined':
          await updateTestIntent(db, intent.id, { last_error: DECLINED });
          return { paymentIntentId: intent.id, status: 'failed', message: DECLINED };
        case 'unknown': {
          const message = `${DECLINED} Test mode takes only the test cards shown on this page.`;
          await updateTestIntent(db, intent.id, { last_error: message });
          return { paymentIntentId: intent.id, status: 'failed', message };
        }
      }
      return toConfirmation((await findTestIntentById(db, intent.id)) ?? current);
    },

    async getCardPayment(paymentIntentId) {
      const intent = await findTestIntentById(db, paymentIntentId);
      if (!intent) throw new AppError('NOT_FOUND', 'Payment not found.');
      await settle(intent.subscription_id);
      const current = (await findTestIntentById(db, paymentIntentId)) ?? intent;
      return { ...toConfirmation(current), subscriptionId: intent.subscription_id };
    },
  };
}
