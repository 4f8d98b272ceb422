import type { Kysely } from 'kysely';

/** The abandoned-scan sweep looks up old reservations by state and age every few minutes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('scans_state_created_idx')
    .on('scans')
    .columns(['state', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scans_state_created_idx').execute();
}
