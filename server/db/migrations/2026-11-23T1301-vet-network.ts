import { type Kysely, sql } from 'kysely';

/**
 * The vet network: partner review state, referral routing with its status
 * history, and the admin audit log. One column per ALTER, as SQLite requires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const partners = () => db.schema.alterTable('vet_partners');
  // Partners made by an admin are approved; a public registration starts 'pending'.
  await partners()
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await partners().addColumn('rejection_reason', 'text').execute();
  await partners().addColumn('reviewed_at', 'text').execute();
  // One application awaiting review per clinic e-mail, even when two submissions race.
  await db.schema
    .createIndex('vet_partners_pending_email_unique')
    .on('vet_partners')
    .column('email')
    .unique()
    .where(sql.ref('review_status'), '=', 'pending')
    .execute();
  // The finder's bounding-box prefilter: status equality, then a latitude range.
  await db.schema
    .createIndex('vet_partners_status_lat_lng_idx')
    .on('vet_partners')
    .columns(['status', 'latitude', 'longitude'])
    .execute();

  const waitlist = () => db.schema.alterTable('vet_referral_waitlist');
  await waitlist()
    .addColumn('partner_id', 'text', (c) => c.references('vet_partners.id').onDelete('set null'))
    .execute();
  await waitlist().addColumn('routed_at', 'text').execute();
  await waitlist().addColumn('commission_rate', 'integer').execute();
  await waitlist().addColumn('completed_at', 'text').execute();
  await db.schema
    .createIndex('waitlist_partner_idx')
    .on('vet_referral_waitlist')
    .column('partner_id')
    .execute();

  await db.schema
    .createTable('referral_status_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('waitlist_id', 'text', (c) =>
      c.notNull().references('vet_referral_waitlist.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'text')
    .addColumn('partner_name', 'text')
    .addColumn('note', 'text')
    .addColumn('changed_by_user_id', 'text')
    .addColumn('changed_by_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_changes_waitlist_idx')
    .on('referral_status_changes')
    .columns(['waitlist_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_user_id', 'text')
    .addColumn('admin_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created_idx').on('admin_audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit_log').execute();
  await db.schema.dropTable('referral_status_changes').execute();
  await db.schema.dropIndex('waitlist_partner_idx').execute();
  for (const column of ['completed_at', 'commission_rate', 'routed_at', 'partner_id']) {
    await db.schema.alterTable('vet_referral_waitlist').dropColumn(column).execute();
  }
  await db.schema.dropIndex('vet_partners_status_lat_lng_idx').execute();
  await db.schema.dropIndex('vet_partners_pending_email_unique').execute();
  for (const column of ['reviewed_at', 'rejection_reason', 'review_status']) {
    await db.schema.alterTable('vet_partners').dropColumn(column).execute();
  }
}
