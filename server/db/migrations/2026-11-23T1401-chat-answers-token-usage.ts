import type { Kysely } from 'kysely';

/**
 * The dental chat (docs/product-rules.md#dental-chat): each stored answer
 * keeps the articles it cites, who answered (safety rules, built-in guide or
 * model) and whether it was an emergency. chat_token_usage counts a member's
 * model tokens per UTC day for the daily budget; one row per member and day,
 * so concurrent answers add to it atomically. Both cascade with the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('sources', 'text').execute();
  await db.schema
    .alterTable('chat_messages')
    .addColumn('answered_by', 'text', (c) => c.notNull().defaultTo('local'))
    .execute();
  await db.schema
    .alterTable('chat_messages')
    .addColumn('is_emergency', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('chat_token_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_token_usage_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_token_usage').execute();
  await db.schema.alterTable('chat_messages').dropColumn('is_emergency').execute();
  await db.schema.alterTable('chat_messages').dropColumn('answered_by').execute();
  await db.schema.alterTable('chat_messages').dropColumn('sources').execute();
}
