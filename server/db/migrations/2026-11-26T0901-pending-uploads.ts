import type { Kysely } from 'kysely';

/**
 * Photos sent ahead of their scan (docs/product-rules.md#pending-uploads): the browser
 * uploads while the owner frames the photo, and the scan names the upload. A row binds the bytes
 * (in photo storage, so every app instance reads them) to one member or one guest browser, until it
 * expires, is used by a scan, or is deleted. claimed_until marks a scan using it right now, so two
 * scans cannot both use one upload; a failed scan clears it again, so the owner can retry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_id', 'text')
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .execute();
  await db.schema
    .createIndex('pending_uploads_user_idx')
    .on('pending_uploads')
    .columns(['user_id', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('pending_uploads_guest_idx')
    .on('pending_uploads')
    .columns(['guest_id', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('pending_uploads_expires_idx')
    .on('pending_uploads')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_uploads').execute();
}
