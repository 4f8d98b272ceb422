import type { Kysely } from 'kysely';

/**
 * What Plus unlocks (docs/product-rules.md#pets-and-plus): pet profiles, the events an owner logs
 * for a pet (cleanings, vet visits), which pet a scan belongs to, and the durable queue of
 * second-opinion jobs for a vision model. A scan keeps its pet link only while the pet exists:
 * deleting a pet leaves its scans unassigned (on delete set null), never deletes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('breed', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('is_birth_date_estimated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pets_user_idx').on('pets').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('pet_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pet_id', 'text', (c) => c.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('occurred_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pet_events_pet_idx')
    .on('pet_events')
    .columns(['pet_id', 'occurred_on'])
    .execute();

  await db.schema
    .alterTable('scans')
    .addColumn('pet_id', 'text', (c) => c.references('pets.id').onDelete('set null'))
    .execute();
  // The colour readings behind a scan's grades (JSON), for Plus's detailed view of our own analysis.
  await db.schema.alterTable('scans').addColumn('readings', 'text').execute();
  await db.schema
    .createIndex('scans_pet_created_idx')
    .on('scans')
    .columns(['pet_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('second_opinions')
    .addColumn('scan_id', 'text', (c) => c.primaryKey().references('scans.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('result', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('second_opinions_due_idx')
    .on('second_opinions')
    .columns(['status', 'run_after'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('second_opinions').execute();
  await db.schema.dropIndex('scans_pet_created_idx').execute();
  await db.schema.alterTable('scans').dropColumn('pet_id').execute();
  await db.schema.alterTable('scans').dropColumn('readings').execute();
  await db.schema.dropTable('pet_events').execute();
  await db.schema.dropTable('pets').execute();
}
