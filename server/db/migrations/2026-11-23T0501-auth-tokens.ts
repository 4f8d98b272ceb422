import type { Kysely } from 'kysely';

/**
 * Single-use links mailed to a member: password reset and e-mail change. Only
 * the sha256 of the token is stored, like sessions, so a database leak does
 * not hand out working links. used_at doubles as "revoked" for a token that a
 * newer request replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('new_email', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_tokens_user_purpose_idx')
    .on('auth_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_tokens').execute();
}
