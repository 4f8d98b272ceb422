import type { Kysely } from 'kysely';

/** One waitlist entry per scan and e-mail: a double click or a retry cannot queue the same pet twice. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('waitlist_scan_email_unique')
    .on('vet_referral_waitlist')
    .columns(['scan_id', 'email'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('waitlist_scan_email_unique').execute();
}
