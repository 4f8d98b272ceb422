import type { Kysely } from 'kysely';

/**
 * The one-click unsubscribe address of an outbox mail (RFC 8058), sent as its List-Unsubscribe
 * header; null for mail that is not a subscription (docs/product-rules.md#reminders).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('list_unsubscribe_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').dropColumn('list_unsubscribe_url').execute();
}
