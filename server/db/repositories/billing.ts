import type { Db } from '../client.ts';
import type { PaymentRow, PaymentsTable, SubscriptionRow, SubscriptionsTable } from '../schema.ts';

/** Our mirror of subscriptions, the receipts, and processed webhook events. */

export function findSubscriptionById(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSubscriptionByProviderId(
  db: Db,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
}

export function findOpenSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_open', '=', 1)
    .executeTakeFirst();
}

/** Newest first. */
export function listUserSubscriptions(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Inserts the claim row; the unique open-subscription index refuses a second one per user. */
export async function insertSubscription(db: Db, row: SubscriptionRow): Promise<void> {
  await db.insertInto('subscriptions').values(row).execute();
}

export async function updateSubscription(
  db: Db,
  id: string,
  changes: Partial<Omit<SubscriptionsTable, 'id' | 'user_id'>>,
): Promise<void> {
  await db.updateTable('subscriptions').set(changes).where('id', '=', id).execute();
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('subscriptions').where('id', '=', id).execute();
}

export function findPaymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPaymentByChargeRef(db: Db, chargeRef: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider_charge_ref', '=', chargeRef)
    .executeTakeFirst();
}

/** Newest first. */
export function listUserPayments(db: Db, userId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('paid_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Records a payment the provider reported, or updates its refund; the unique
 * (provider, provider_payment_id) key makes repeated syncs write one row.
 */
export async function upsertPayment(db: Db, row: PaymentsTable): Promise<void> {
  await db
    .insertInto('payments')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['provider', 'provider_payment_id']).doUpdateSet((eb) => ({
        refunded_at: eb.fn.coalesce('payments.refunded_at', eb.ref('excluded.refunded_at')),
        provider_charge_ref: eb.ref('excluded.provider_charge_ref'),
      })),
    )
    .execute();
}

export async function markPaymentRefunded(
  db: Db,
  id: string,
  change: { refundedAt: string; refundedBy: string },
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ refunded_at: change.refundedAt, refunded_by: change.refundedBy })
    .where('id', '=', id)
    .execute();
}

/** False when the event was recorded before: each webhook event is handled once. */
export async function recordWebhookEvent(
  db: Db,
  event: { eventId: string; type: string; receivedAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('billing_webhook_events')
    .values({ event_id: event.eventId, type: event.type, received_at: event.receivedAt })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function forgetWebhookEvent(db: Db, eventId: string): Promise<void> {
  await db.deleteFrom('billing_webhook_events').where('event_id', '=', eventId).execute();
}
