import type { Db } from '../client.ts';
import type {
  PaymentRow,
  PaymentsTable,
  RefundReason,
  SubscriptionRow,
  SubscriptionsTable,
} from '../schema.ts';

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

/**
 * Marks an unpaid checkout as replaced by a newer one and closes it, so the member's one open
 * checkout can be the new one (the unique open-subscription index allows one per user).
 */
export async function markSubscriptionReplaced(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set((eb) => ({ replaced_at: eb.fn.coalesce('replaced_at', eb.val(at)), is_open: 0, updated_at: at }))
    .where('id', '=', id)
    .execute();
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

/** Newest first. */
export function listSubscriptionPayments(db: Db, subscriptionId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('paid_at', 'desc')
    .execute();
}

/**
 * Records a payment the provider reported, or updates its refund; the unique
 * (provider, provider_payment_id) key makes repeated syncs write one row. What we knew
 * already (a refund, its reason, the card, the period) is kept.
 */
export async function upsertPayment(db: Db, row: PaymentsTable): Promise<void> {
  await db
    .insertInto('payments')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['provider', 'provider_payment_id']).doUpdateSet((eb) => ({
        refunded_at: eb.fn.coalesce('payments.refunded_at', eb.ref('excluded.refunded_at')),
        refund_reason: eb.fn.coalesce('payments.refund_reason', eb.ref('excluded.refund_reason')),
        provider_charge_ref: eb.ref('excluded.provider_charge_ref'),
        period_start: eb.fn.coalesce('payments.period_start', eb.ref('excluded.period_start')),
        period_end: eb.fn.coalesce('payments.period_end', eb.ref('excluded.period_end')),
      })),
    )
    .execute();
}

export async function setPaymentCard(
  db: Db,
  id: string,
  card: { brand: string; last4: string },
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ card_brand: card.brand, card_last4: card.last4 })
    .where('id', '=', id)
    .execute();
}

/**
 * Claims the refund of a payment for one caller: true for exactly one of any number of concurrent
 * callers (a conditional update on our own row). A claim older than `staleBefore` whose refund never
 * completed (the process died mid-call) can be taken again; the provider call's idempotency key
 * makes the retry a replay. A second 'guarantee' refund for the same member breaks the unique index
 * payments_one_guarantee_per_user (the caller maps that).
 */
export async function claimPaymentRefund(
  db: Db,
  claim: { id: string; reason: RefundReason; claimedAt: string; staleBefore: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ refund_claimed_at: claim.claimedAt, refund_reason: claim.reason })
    .where('id', '=', claim.id)
    .where('refunded_at', 'is', null)
    .where((eb) =>
      eb.or([eb('refund_claimed_at', 'is', null), eb('refund_claimed_at', '<', claim.staleBefore)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim back when the provider refused the refund, so it can be tried again. */
export async function releasePaymentRefund(db: Db, claim: { id: string; claimedAt: string }): Promise<void> {
  await db
    .updateTable('payments')
    .set({ refund_claimed_at: null, refund_reason: null })
    .where('id', '=', claim.id)
    .where('refund_claimed_at', '=', claim.claimedAt)
    .where('refunded_at', 'is', null)
    .execute();
}

export async function markPaymentRefunded(
  db: Db,
  id: string,
  change: { refundedAt: string; refundedBy: string | null; reason: RefundReason },
): Promise<void> {
  await db
    .updateTable('payments')
    .set((eb) => ({
      refunded_at: eb.fn.coalesce('refunded_at', eb.val(change.refundedAt)),
      refunded_by: change.refundedBy,
      refund_reason: change.reason,
    }))
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
