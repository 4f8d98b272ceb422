import type { Kysely } from 'kysely';

/** What the owner said the pet is ('dog' | 'cat'); null on older scans and when they did not say. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scans').addColumn('species', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scans').dropColumn('species').execute();
}
