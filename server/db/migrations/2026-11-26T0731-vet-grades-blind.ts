import type { Kysely } from 'kysely';

/**
 * Whether a vet's grade was blind (docs/product-rules.md#vet-grading-and-consent): a vet who opened
 * the scan's referral view saw the analyser's findings before grading, so that grade is kept as a
 * label but left out of the agreement figures. Grades stored before this column are taken as blind:
 * grading came with it, so there are none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vet_grades')
    .addColumn('is_blind', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The queue's "not graded by me yet" and the agreement's join both start from the scan.
  await db.schema.createIndex('vet_grades_vet_idx').on('vet_grades').column('vet_user_id').execute();
  await db.schema
    .createIndex('scan_access_log_viewer_idx')
    .on('scan_access_log')
    .columns(['viewer_user_id', 'scan_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scan_access_log_viewer_idx').execute();
  await db.schema.dropIndex('vet_grades_vet_idx').execute();
  await db.schema.alterTable('vet_grades').dropColumn('is_blind').execute();
}
