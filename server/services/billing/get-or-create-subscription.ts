import { type BillingInterval, isPlusStatus, PRICES } from '#common/plans.ts';
import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import {
  deleteSubscription,
  findOpenSubscription,
  insertSubscription,
  markSubscriptionReplaced,
  updateSubscription,
} from '#server/db/repositories/billing.ts';
import { updateUser } from '#server/db/repositories/users.ts';
import type { SubscriptionRow, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { BillingDeps } from './billing-deps.ts';
import { syncSubscription } from './sync-subscription.ts';

/** A claim whose creator never finished (crash mid-call) stops blocking the user after this long. */
const ABANDONED_CLAIM_MS = 2 * 60 * 1000;
const CLAIM_POLL_MS = 100;
const MAX_ATTEMPTS = 100;

export interface SubscriptionSetup {
  subscriptionId: string;
  clientSecret: string;
  interval: BillingInterval;
  amountCents: number;
}

/**
 * POST /api/billing/subscription (and SPEC's aliases): the user's one subscription awaiting its first payment,
 * created on the first call and returned again on later calls. Two calls at once make one: the
 * first inserts a claim row that a unique index allows once per user, the second waits for it.
 */
export async function getOrCreateSubscription(
  options: BillingDeps & { log: Logger; user: UserRow; interval: BillingInterval },
): Promise<SubscriptionSetup> {
  const { db, payments, clock, log, config } = options;
  const deps = { db, payments, clock, log, config };
  const { user, interval } = options;
  // Plus is for pet owners; a clinic's staff account is the clinic's, and removing it deletes it.
  if (user.role === 'vet') {
    throw new AppError(
      'OWNER_ACCOUNT_REQUIRED',
      'Plus is for pet owners. This is a clinic staff account, so it cannot subscribe: use a personal PawSmile account for your own pets.',
    );
  }
  // The checkout recognises the code and asks for them on the spot (web/src/pages/subscribe/).
  if (user.is_trial === 1 || !user.email) {
    throw new AppError(
      'ACCOUNT_CREDENTIALS_REQUIRED',
      'Add an e-mail and password to your account before subscribing, so you can log in to your Plus account again.',
    );
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const open = await findOpenSubscription(db, user.id);
    if (open?.status === 'creating') {
      if (clock().getTime() - Date.parse(open.created_at) > ABANDONED_CLAIM_MS) {
        await deleteSubscription(db, open.id);
      } else {
        await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      }
      continue;
    }
    if (open) {
      if (open.status === 'incomplete' && open.plan_interval === interval) {
        const clientSecret = await payments.getPendingClientSecret(open.provider_subscription_id);
        if (clientSecret) {
          return { subscriptionId: open.id, clientSecret, interval, amountCents: PRICES[interval].cents };
        }
      }
      const access = await syncSubscription({ ...deps, subscription: open });
      if (isPlusStatus(access.subscriptionStatus)) {
        throw new AppError('ALREADY_SUBSCRIBED', 'You already have Plus. Manage it on your billing page.');
      }
      const after = await findOpenSubscription(db, user.id);
      if (after?.id === open.id && after.status === 'incomplete') {
        await replaceUnpaidCheckout({ ...deps, checkout: after });
      } else if (after?.id === open.id) {
        throw new AppError('ALREADY_SUBSCRIBED', 'Your plan is still open; see your billing page.');
      }
      continue;
    }
    const created = await claimAndCreate({ ...deps, user, interval });
    if (created) return created;
  }
  throw new AppError('SERVICE_UNAVAILABLE', 'Your subscription could not be set up. Please try again.');
}

/**
 * Unpaid with the other interval: that checkout is ended for a new one. Its payment
 * may be landing at this very moment; the provider ends it only if unpaid. If the payment won, that
 * plan is the member's and no second checkout is made (never two charges for one switch). If the
 * checkout ended, it is marked replaced before the sync, so a payment that still lands on it
 * (Stripe) is refunded at once by the sync.
 */
async function replaceUnpaidCheckout(options: BillingDeps & { checkout: SubscriptionRow }) {
  const { checkout, ...deps } = options;
  const outcome = await deps.payments.cancelUnpaid(checkout.provider_subscription_id);
  if (outcome === 'paid') {
    await syncSubscription({ ...deps, subscription: checkout });
    throw new AppError(
      'ALREADY_SUBSCRIBED',
      `Your ${checkout.plan_interval} payment went through just now, so you have Plus. You can switch to ${
        checkout.plan_interval === 'monthly' ? 'yearly' : 'monthly'
      } billing on your billing page.`,
    );
  }
  await markSubscriptionReplaced(deps.db, checkout.id, deps.clock().toISOString());
  await syncSubscription({ ...deps, subscription: checkout });
}

async function claimAndCreate(
  options: BillingDeps & { log: Logger; user: UserRow; interval: BillingInterval },
): Promise<SubscriptionSetup | null> {
  const { db, payments, clock } = options;
  const { user, interval } = options;
  const id = newId();
  const now = clock().toISOString();
  try {
    await insertSubscription(db, {
      id,
      user_id: user.id,
      provider: payments.kind,
      provider_subscription_id: `pending:${id}`,
      plan_interval: interval,
      status: 'creating',
      amount_cents: PRICES[interval].cents,
      current_period_end: null,
      cancel_at_period_end: 0,
      pending_interval: null,
      is_open: 1,
      replaced_at: null,
      canceled_at: null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null; // another request claimed it; the loop waits for it
    throw error;
  }
  try {
    const created = await payments.createSubscription({
      userId: user.id,
      email: user.email,
      customerId: user.billing_customer_id,
      interval,
      idempotencyKey: id,
    });
    await updateSubscription(db, id, {
      provider_subscription_id: created.providerSubscriptionId,
      status: 'incomplete',
      updated_at: clock().toISOString(),
    });
    if (created.customerId && created.customerId !== user.billing_customer_id) {
      await updateUser(db, user.id, { billing_customer_id: created.customerId });
    }
    return {
      subscriptionId: id,
      clientSecret: created.clientSecret,
      interval,
      amountCents: PRICES[interval].cents,
    };
  } catch (error) {
    await deleteSubscription(db, id);
    if (error instanceof AppError) throw error;
    options.log.error({ err: error }, 'payment provider refused to create a subscription');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment service could not set up your subscription. Please try again.',
    );
  }
}
