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

export async function updateTestIntent(
  db: Db,
  id: string,
  changes: Partial<Omit<TestIntentRow, 'id'>>,
): Promise<void> {
  await db.updateTable('test_payment_intents').set(changes).where('id', '=', id).execute();
}

/**
 * Marks an intent paid and starts the subscription's first period, once: a second caller
 * (a poll racing the confirmation) finds the intent no longer unpaid and changes nothing.
 */
export async function markTestIntentPaid(
  db: Db,
  intent: { id: string; subscriptionId: string; interval: string },
  change: { paidAt: string; periodEnd: string; cardLast4: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const paid = await trx
      .updateTable('test_payment_intents')
      .set({ status: 'succeeded', paid_at: change.paidAt, last_error: null, card_last4: change.cardLast4 })
      .where('id', '=', intent.id)
      .where('status', '!=', 'succeeded')
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) return;
    await trx
      .updateTable('test_payment_subscriptions')
      .set({ status: 'active', current_period_end: change.periodEnd, updated_at: change.paidAt })
      .where('id', '=', intent.subscriptionId)
      .where('status', '=', 'incomplete')
      .execute();
  });
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
