import type { Kysely } from 'kysely';

/**
 * The stored photo at most 800 px on its long side (common/photo-sizes.ts), which phones load
 * instead of the 2000 px copy (docs/performance.md#lighthouse: the share page's largest paint). Null on scans
 * stored before it existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scans').addColumn('medium_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scans').dropColumn('medium_key').execute();
}
