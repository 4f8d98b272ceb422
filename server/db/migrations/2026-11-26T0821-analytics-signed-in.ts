import type { Kysely } from 'kysely';

/**
 * Whether the request that sent an event was signed in (1) or not (0), so the admin
 * funnel counts landing-page visits by guests only (the signed-in dashboard lives at '/' too). It
 * says nothing about who: no account id is kept. Null on events stored before it was recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_events').addColumn('is_signed_in', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analytics_events').dropColumn('is_signed_in').execute();
}
