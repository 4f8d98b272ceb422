import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_id', 'text', (c) => c.references('guests.id').onDelete('set null'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('is_guest_scan', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('counts_toward_quota', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ip_hash', 'text')
    .addColumn('image_key', 'text')
    .addColumn('thumb_key', 'text')
    .addColumn('overlay_key', 'text')
    .addColumn('status', 'text')
    .addColumn('severity', 'text')
    .addColumn('confidence', 'real')
    .addColumn('gingival_index', 'integer')
    .addColumn('calculus_index', 'integer')
    .addColumn('findings', 'text')
    .addColumn('quality', 'text')
    .addColumn('advice', 'text')
    .addColumn('products', 'text')
    .addColumn('analyser', 'text')
    .addColumn('analyser_version', 'text')
    .addColumn('share_id', 'text', (c) => c.unique())
    .addColumn('is_shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scans_user_created_idx')
    .on('scans')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('scans_guest_idx').on('scans').column('guest_id').execute();
  await db.schema
    .createIndex('scans_ip_created_idx')
    .on('scans')
    .columns(['ip_hash', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scans').execute();
}
