import { type Kysely, sql } from 'kysely';

/**
 * outbox_emails.user_id: the account a mail was queued for, so deleting the
 * account deletes its mail even when it went to an address the account no
 * longer has (a reset, "password changed" and the e-mail change
 * notice to the old address outlived the account). No foreign key: a mail
 * queued in the instant an account is deleted must not fail the request that
 * queued it (a refund, say); deleteAccount removes the rows instead.
 * Existing rows are linked to the account that holds their address now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('user_id', 'text').execute();
  await db.schema.createIndex('outbox_user_idx').on('outbox_emails').column('user_id').execute();
  await sql`
    update outbox_emails
    set user_id = (select users.id from users where users.email = outbox_emails.to_address)
    where user_id is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_user_idx').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('user_id').execute();
}
