import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * - outbox_emails.dedupe_key: a mail that must go out at most once (one waitlist
 *   confirmation per address per day, one admin notice per urgent scan) carries a
 *   key; the unique index lets concurrent requests race safely (NULLs never collide).
 * - outbox_emails.claimed_until: a dispatcher's lease on a 'sending' row, so two
 *   app instances cannot send one mail twice and a crashed one's mail is retried.
 * - guests.first_claimed_at: when the guest first became an account. Unlike
 *   claimed_by_user_id it survives that account's deletion, so deleting an account
 *   cannot mint the guest a second trial account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('dedupe_key', 'text').execute();
  await db.schema
    .createIndex('outbox_dedupe_key_unique')
    .on('outbox_emails')
    .column('dedupe_key')
    .unique()
    .execute();
  await db.schema.alterTable('outbox_emails').addColumn('claimed_until', 'text').execute();
  await db.schema
    .createIndex('outbox_status_created_idx')
    .on('outbox_emails')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('outbox_to_address_idx').on('outbox_emails').column('to_address').execute();

  await db.schema.alterTable('guests').addColumn('first_claimed_at', 'text').execute();
  await sql`update guests set first_claimed_at = created_at where claimed_by_user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guests').dropColumn('first_claimed_at').execute();
  await db.schema.dropIndex('outbox_to_address_idx').execute();
  await db.schema.dropIndex('outbox_status_created_idx').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('claimed_until').execute();
  await db.schema.dropIndex('outbox_dedupe_key_unique').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('dedupe_key').execute();
}
