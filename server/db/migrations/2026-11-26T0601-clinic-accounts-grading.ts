import type { Kysely } from 'kysely';

/**
 * The vet side (docs/product-rules.md#clinics): clinic staff accounts (users with role 'vet' and the
 * partner they work for), the owner's two consents (sharing one scan with the referred clinic; letting
 * partner vets grade their pets' photos), the vets' blind grades, and the audit trail of every time a
 * vet opened an owner's scan. One column per ALTER, as SQLite requires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Deleting a partner deletes its staff accounts in the service (delete-partner.ts), which also ends
  // their sessions; the reference only keeps a stray id from pointing nowhere.
  await db.schema
    .alterTable('users')
    .addColumn('partner_id', 'text', (c) => c.references('vet_partners.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('photo_research_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_partner_idx').on('users').column('partner_id').execute();

  await db.schema
    .alterTable('vet_referral_waitlist')
    .addColumn('share_scan', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // 1 when clinic staff made the change: the clinic's view of the history names its own staff, and
  // says "PawSmile" for the admins' steps.
  await db.schema
    .alterTable('referral_status_changes')
    .addColumn('is_by_clinic', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('vet_grades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scan_id', 'text', (c) => c.notNull().references('scans.id').onDelete('cascade'))
    .addColumn('partner_id', 'text', (c) => c.references('vet_partners.id').onDelete('set null'))
    .addColumn('vet_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // Null when the vet could not tell (an unusable photo): docs/vet-labels.md.
    .addColumn('gingival_index', 'integer')
    .addColumn('calculus_index', 'integer')
    .addColumn('gum_colour', 'text', (c) => c.notNull())
    .addColumn('is_usable', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One grade per vet per scan, even when the same form is sent twice at once.
  await db.schema
    .createIndex('vet_grades_scan_vet_unique')
    .on('vet_grades')
    .columns(['scan_id', 'vet_user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('scan_access_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scan_id', 'text', (c) => c.notNull())
    .addColumn('viewer_user_id', 'text')
    // Kept as text so the trail still says who after that account is gone.
    .addColumn('viewer_email', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'text')
    .addColumn('referral_id', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scan_access_log_scan_idx')
    .on('scan_access_log')
    .columns(['scan_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scan_access_log').execute();
  await db.schema.dropTable('vet_grades').execute();
  await db.schema.alterTable('referral_status_changes').dropColumn('is_by_clinic').execute();
  await db.schema.alterTable('vet_referral_waitlist').dropColumn('share_scan').execute();
  await db.schema.dropIndex('users_partner_idx').execute();
  await db.schema.alterTable('users').dropColumn('photo_research_consent').execute();
  await db.schema.alterTable('users').dropColumn('partner_id').execute();
}
