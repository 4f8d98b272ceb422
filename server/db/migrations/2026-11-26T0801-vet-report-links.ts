import type { Kysely } from 'kysely';

/**
 * Revocable links that open one pet's vet report without an account (docs/product-rules.md#vet-report-links).
 * Only the sha256 of the token is stored, as for auth tokens, so a database leak hands out no working
 * link. A revoked link keeps its row (revoked_at) so it can answer "revoked" instead of "not found".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vet_report_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pet_id', 'text', (c) => c.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_opened_at', 'text')
    .execute();
  await db.schema.createIndex('vet_report_links_pet_idx').on('vet_report_links').column('pet_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vet_report_links').execute();
}
