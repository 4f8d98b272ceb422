import { type Kysely, sql } from 'kysely';

/**
 * Billing (docs/product-rules.md#billing):
 * - a checkout replaced by a newer one before it was paid is marked, so a payment that still lands
 *   on it is refunded at once, and revenue counts it neither as started nor as cancelled;
 * - when a subscription ended, once (revenue's "cancelled this month");
 * - a refund is claimed on our own payment row before the provider is called, so concurrent refunds
 *   of one payment make one; why it was refunded; the money-back guarantee once per member;
 * - what a printable receipt shows: the card and the period paid for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('replaced_at', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('canceled_at', 'text').execute();

  for (const column of [
    'refund_claimed_at',
    'refund_reason',
    'card_brand',
    'card_last4',
    'period_start',
    'period_end',
  ]) {
    await db.schema.alterTable('payments').addColumn(column, 'text').execute();
  }
  await sql`create unique index payments_one_guarantee_per_user on payments (user_id) where refund_reason = 'guarantee'`.execute(
    db,
  );

  for (const column of ['card_brand', 'period_start', 'period_end', 'refund_idempotency_key']) {
    await db.schema.alterTable('test_payment_intents').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['card_brand', 'period_start', 'period_end', 'refund_idempotency_key']) {
    await db.schema.alterTable('test_payment_intents').dropColumn(column).execute();
  }
  await db.schema.dropIndex('payments_one_guarantee_per_user').execute();
  for (const column of [
    'refund_claimed_at',
    'refund_reason',
    'card_brand',
    'card_last4',
    'period_start',
    'period_end',
  ]) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
  await db.schema.alterTable('subscriptions').dropColumn('canceled_at').execute();
  await db.schema.alterTable('subscriptions').dropColumn('replaced_at').execute();
}
