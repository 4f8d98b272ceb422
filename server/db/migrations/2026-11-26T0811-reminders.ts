import type { Kysely } from 'kysely';

/**
 * Reminder mails (docs/product-rules.md#reminders). The owner's IANA time zone (from the browser at
 * signup, editable; accounts made before it count as UTC), and one row per pet that ever had its
 * reminders set, both kinds off by default. `*_enabled_at` is when a kind was last turned on (the
 * photo count starts there for a pet with no scans); `*_last_sent_on` is the owner's local day the
 * last one was queued. Deleting the pet or the account deletes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .createTable('pet_reminders')
    .addColumn('pet_id', 'text', (c) => c.primaryKey().references('pets.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_photo_on', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_interval_weeks', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('photo_enabled_at', 'text')
    .addColumn('photo_last_sent_on', 'text')
    .addColumn('is_brushing_on', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('brushing_weekday', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('brushing_enabled_at', 'text')
    .addColumn('brushing_last_sent_on', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The scheduler reads only the rows with a reminder on; the settings page reads one owner's.
  await db.schema.createIndex('pet_reminders_user_idx').on('pet_reminders').column('user_id').execute();
  await db.schema
    .createIndex('pet_reminders_on_idx')
    .on('pet_reminders')
    .columns(['is_photo_on', 'is_brushing_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pet_reminders').execute();
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
