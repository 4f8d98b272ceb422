import { type Kysely, sql } from 'kysely';

/**
 * What each scan access log row served (docs/product-rules.md#vet-grading-and-consent): `kind` is an
 * API answer about the scan ('view') or one of its images ('photo', 'medium', 'thumb', 'overlay'), and
 * `shows_analyser` is 1 when it carried any of the analyser's output (status, indices, probabilities,
 * findings or the overlay). A vet's grade is blind only if no such row exists for that vet and scan
 * before the save. Rows so far were views; a referral view always carried the scan with its findings
 * (services/referrals/get-clinic-referral.ts), a grading view never did. One column per ALTER,
 * as SQLite requires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('scan_access_log')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('view'))
    .execute();
  await db.schema
    .alterTable('scan_access_log')
    .addColumn('shows_analyser', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update scan_access_log set shows_analyser = 1 where purpose = 'referral'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('scan_access_log').dropColumn('shows_analyser').execute();
  await db.schema.alterTable('scan_access_log').dropColumn('kind').execute();
}
