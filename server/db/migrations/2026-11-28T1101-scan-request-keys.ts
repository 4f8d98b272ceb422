import type { Kysely } from 'kysely';

/**
 * A scan's request key (docs/product-rules.md#reload-during-analysis): the UUID the browser sent with
 * POST /api/scans, so the same key again answers with the same scan, and a page reloaded mid-scan can
 * ask which scan its request made. Unique per owner (a member, or a guest browser), so two requests
 * with one key at once make one scan on SQLite and PostgreSQL alike; NULLs (scans sent without a key,
 * older scans) are distinct in both. Erasing a scan clears its key with its result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scans').addColumn('request_key', 'text').execute();
  await db.schema
    .createIndex('scans_user_request_key')
    .unique()
    .on('scans')
    .columns(['user_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('scans_guest_request_key')
    .unique()
    .on('scans')
    .columns(['guest_id', 'request_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scans_guest_request_key').execute();
  await db.schema.dropIndex('scans_user_request_key').execute();
  await db.schema.alterTable('scans').dropColumn('request_key').execute();
}
