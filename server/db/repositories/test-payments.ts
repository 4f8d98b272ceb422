import type { Selectable } from 'kysely';
import type { Db } from '../client.ts';
import type { TestPaymentIntentsTable, TestPaymentSubscriptionsTable } from '../schema.ts';

/** SQL of the built-in test payment provider (server/adapters/payments/test-provider.ts). */
export type TestSubscriptionRow = Selectable<TestPaymentSubscriptionsTable>;
export type TestIntentRow = Selectable<TestPaymentIntentsTable>;

export function findTestSubscription(db: Db, id: string): Promise<TestSubscriptionRow | undefined> {
  return db.selectFrom('test_payment_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findTestIntentById(db: Db, id: string): Promise<TestIntentRow | undefined> {
  return db.selectFrom('test_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findTestIntentBySecret(db: Db, clientSecret: string): Promise<TestIntentRow | undefined> {
  return db
    .selectFrom('test_payment_intents')
    .selectAll()
    .where('client_secret', '=', clientSecret)
    .executeTakeFirst();
}

export function listTestIntents(db: Db, subscriptionId: string): Promise<TestIntentRow[]> {
  return db
    .selectFrom('test_payment_intents')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function insertTestSubscription(
  db: Db,
  subscription: TestSubscriptionRow,
  intent: TestIntentRow,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('test_payment_subscriptions').values(subscription).execute();
    await trx.insertInto('test_payment_intents').values(intent).execute();
  });
}

export async function updateTestSubscription(
  db: Db,
  id: string,
  changes: Partial<Omit<TestSubscriptionRow, 'id'>>,
): Promise<void> {
  await db.updateTable('test_payment_subscriptions').set(changes).where('id', '=', id).execute();
}

/** `whenStatus`: change the intent only while it still has this status (a replaced checkout's stays cancelled). */
export async function updateTestIntent(
  db: Db,
  id: string,
  changes: Partial<Omit<TestIntentRow, 'id'>>,
  whenStatus?: TestIntentRow['status'],
): Promise<void> {
  let query = db.updateTable('test_payment_intents').set(changes).where('id', '=', id);
  if (whenStatus) query = query.where('status', '=', whenStatus);
  await query.execute();
}

/** Thrown inside a transaction to roll it back when a later step finds the state moved on. */
class StateMoved extends Error {}

/**
 * Takes a first payment: the subscription goes from incomplete to active and the intent is paid, in
 * one transaction that updates the subscription row first. A concurrent `cancelUnpaidTestSubscription`
 * updates the same row first too, so on PostgreSQL the row lock orders the two and exactly one wins;
 * on SQLite transactions run one at a time. False when the subscription was no longer incomplete
 * (cancelled, expired, or paid by a racing poll): then nothing is taken.
 */
export async function markTestIntentPaid(
  db: Db,
  intent: { id: string; subscriptionId: string },
  change: { paidAt: string; periodEnd: string; cardLast4: string | null; cardBrand: string | null },
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      const started = await trx
        .updateTable('test_payment_subscriptions')
        .set({ status: 'active', current_period_end: change.periodEnd, updated_at: change.paidAt })
        .where('id', '=', intent.subscriptionId)
        .where('status', '=', 'incomplete')
        .executeTakeFirst();
      if (Number(started.numUpdatedRows) !== 1) throw new StateMoved();
      const paid = await trx
        .updateTable('test_payment_intents')
        .set({
          status: 'succeeded',
          paid_at: change.paidAt,
          period_start: change.paidAt,
          period_end: change.periodEnd,
          last_error: null,
          card_last4: change.cardLast4,
          card_brand: change.cardBrand,
        })
        .where('id', '=', intent.id)
        .where('status', 'in', ['requires_payment_method', 'requires_action'])
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) !== 1) throw new StateMoved();
    });
    return true;
  } catch (error) {
    if (error instanceof StateMoved) return false;
    throw error;
  }
}

/**
 * Ends a subscription awaiting its first payment, with its unpaid intents, unless the payment won
 * the race (see markTestIntentPaid). Returns the subscription's status afterwards.
 */
export async function cancelUnpaidTestSubscription(
  db: Db,
  id: string,
  change: { at: string; reason: string },
): Promise<TestSubscriptionRow['status'] | undefined> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('test_payment_subscriptions')
      .set({ status: 'canceled', updated_at: change.at })
      .where('id', '=', id)
      .where('status', '=', 'incomplete')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 1) {
      await trx
        .updateTable('test_payment_intents')
        .set({ status: 'canceled', last_error: change.reason, action_ready_at: null })
        .where('subscription_id', '=', id)
        .where('status', '!=', 'succeeded')
        .execute();
    }
    const row = await trx
      .selectFrom('test_payment_subscriptions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status;
  });
}

export type TestRefundOutcome = 'refunded' | 'replayed' | 'already_refunded' | 'not_refundable';

/**
 * Refunds a paid intent once. The idempotency key is stored with the refund: the same key again
 * is a replay of that refund, another key finds it refunded already.
 */
export async function refundTestIntent(
  db: Db,
  id: string,
  change: { refundedAt: string; idempotencyKey: string },
): Promise<TestRefundOutcome> {
  const refunded = await db
    .updateTable('test_payment_intents')
    .set({ refunded_at: change.refundedAt, refund_idempotency_key: change.idempotencyKey })
    .where('id', '=', id)
    .where('status', '=', 'succeeded')
    .where('refunded_at', 'is', null)
    .executeTakeFirst();
  if (Number(refunded.numUpdatedRows) === 1) return 'refunded';
  const intent = await findTestIntentById(db, id);
  if (intent?.status !== 'succeeded') return 'not_refundable';
  return intent.refund_idempotency_key === change.idempotencyKey ? 'replayed' : 'already_refunded';
}

/**
 * One renewal: moves the period on from `fromPeriodEnd` and records its payment, only if no
 * other caller renewed that period already (the period end is the version checked).
 */
export async function renewTestSubscription(
  db: Db,
  subscription: TestSubscriptionRow,
  renewal: { fromPeriodEnd: string; toPeriodEnd: string; intent: TestIntentRow },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('test_payment_subscriptions')
      .set({
        current_period_end: renewal.toPeriodEnd,
        plan_interval: renewal.intent.plan_interval,
        pending_interval: null,
        updated_at: renewal.fromPeriodEnd,
      })
      .where('id', '=', subscription.id)
      .where('current_period_end', '=', renewal.fromPeriodEnd)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx.insertInto('test_payment_intents').values(renewal.intent).execute();
    return true;
  });
}
