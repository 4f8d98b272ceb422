import { type Kysely, sql } from 'kysely';

/**
 * Billing: our mirror of each subscription gains what the account page and the
 * access rule need; payments (receipts) and processed webhook events get tables;
 * the built-in test payment provider keeps its own state in two tables of its own,
 * apart from our mirror, so it is read back through the same sync as Stripe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('pending_interval', 'text').execute();
  // 1 while the subscription is being set up, awaiting payment or running; one such per user.
  await db.schema
    .alterTable('subscriptions')
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index subscriptions_one_open_per_user on subscriptions (user_id) where is_open = 1`.execute(
    db,
  );
  // When Plus access from the billing state ends (period end, or the grace period of a failed renewal).
  await db.schema.alterTable('users').addColumn('plus_until', 'text').execute();
  // The payment provider's customer (Stripe), reused by every later subscription of the user.
  await db.schema.alterTable('users').addColumn('billing_customer_id', 'text').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('provider_charge_ref', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('plan_interval', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'text')
    .addColumn('refunded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_provider_payment_unique', ['provider', 'provider_payment_id'])
    .execute();
  await db.schema
    .createIndex('payments_user_paid_idx')
    .on('payments')
    .columns(['user_id', 'paid_at'])
    .execute();

  await db.schema
    .createTable('billing_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('test_payment_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_interval', 'text', (c) => c.notNull())
    .addColumn('pending_interval', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_period_end', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('test_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('test_payment_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('client_secret', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('plan_interval', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('action_ready_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('test_payment_intents_sub_idx')
    .on('test_payment_intents')
    .column('subscription_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'test_payment_intents',
    'test_payment_subscriptions',
    'billing_webhook_events',
    'payments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('subscriptions_one_open_per_user').execute();
  await db.schema.alterTable('users').dropColumn('plus_until').execute();
  await db.schema.alterTable('users').dropColumn('billing_customer_id').execute();
  for (const column of ['is_open', 'pending_interval', 'cancel_at_period_end']) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
}
