import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '#server/db/client.ts';
import type { Database, VetGradesTable } from '#server/db/schema.ts';
import { SCAN_SHARING_STATUSES } from './clinic-scan-access.ts';

/** The owner shared the scan with this clinic on a referral routed here and still open (clinic-scan-access.ts). */
const sharedWith = (partnerId: string) => (eb: ExpressionBuilder<Database, 'scans'>) =>
  eb.exists(
    eb
      .selectFrom('referrals as referral')
      .select('referral.id')
      .whereRef('referral.scan_id', '=', 'scans.id')
      .where('referral.partner_id', '=', partnerId)
      .where('referral.share_scan', '=', 1)
      .where('referral.status', 'in', SCAN_SHARING_STATUSES),
  );

/**
 * A scan a vet may grade (docs/product-rules.md#vet-grading-and-consent): finished, with a stored
 * photo, and either its owner lets partner vets grade their pets' photos or they shared it with this
 * clinic on a referral routed here that is still open. The same rule as
 * services/clinics/clinic-scan-access.ts, written as one query for lists; consent is read here, at
 * query time, so withdrawing it hides the owner's scans at once.
 */
const gradableBy = (partnerId: string) => (eb: ExpressionBuilder<Database, 'scans'>) =>
  eb.and([
    eb('scans.state', '=', 'complete'),
    eb('scans.status', 'is not', null),
    eb('scans.image_key', 'is not', null),
    eb.or([
      eb.exists(
        eb
          .selectFrom('users as owner')
          .select('owner.id')
          .whereRef('owner.id', '=', 'scans.user_id')
          .where('owner.photo_research_consent', '=', 1),
      ),
      sharedWith(partnerId)(eb),
    ]),
  ]);

const notGradedBy = (vetUserId: string) => (eb: ExpressionBuilder<Database, 'scans'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('vet_grades as mine')
        .select('mine.id')
        .whereRef('mine.scan_id', '=', 'scans.id')
        .where('mine.vet_user_id', '=', vetUserId),
    ),
  );

export interface GradingQueueRow {
  id: string;
  created_at: string;
  thumb_key: string | null;
  species: string | null;
  /** Shared on a referral (SQLite answers 0/1, PostgreSQL a boolean); else the owner's opt-in. */
  is_shared: unknown;
}

/** The vet's queue, oldest first, and how many there are in all. */
export async function listGradingQueue(
  db: Db,
  options: { partnerId: string; vetUserId: string; limit: number },
): Promise<{ rows: GradingQueueRow[]; total: number }> {
  const base = db
    .selectFrom('scans')
    .leftJoin('pets', 'pets.id', 'scans.pet_id')
    .where(gradableBy(options.partnerId))
    .where(notGradedBy(options.vetUserId));
  const [rows, count] = await Promise.all([
    base
      .select(['scans.id', 'scans.created_at', 'scans.thumb_key'])
      .select((eb) => [
        eb.fn.coalesce('pets.species', 'scans.species').as('species'),
        sharedWith(options.partnerId)(eb).as('is_shared'),
      ])
      .orderBy('scans.created_at', 'asc')
      .orderBy('scans.id', 'asc')
      .limit(options.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The pet's species as the owner registered it, else as they said at upload. */
export async function findScanSpecies(db: Db, scanId: string): Promise<string | null> {
  const row = await db
    .selectFrom('scans')
    .leftJoin('pets', 'pets.id', 'scans.pet_id')
    .select((eb) => eb.fn.coalesce('pets.species', 'scans.species').as('species'))
    .where('scans.id', '=', scanId)
    .executeTakeFirst();
  return row?.species ?? null;
}

/** When this vet graded the scan, if they did. */
export async function findGradedAt(db: Db, options: { scanId: string; vetUserId: string }) {
  const row = await db
    .selectFrom('vet_grades')
    .select('created_at')
    .where('scan_id', '=', options.scanId)
    .where('vet_user_id', '=', options.vetUserId)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** This vet's grade of the scan, if they gave one. */
export async function findVetGrade(db: Db, options: { scanId: string; vetUserId: string }) {
  return db
    .selectFrom('vet_grades')
    .selectAll()
    .where('scan_id', '=', options.scanId)
    .where('vet_user_id', '=', options.vetUserId)
    .executeTakeFirst();
}

export type VetGradeRow = Selectable<VetGradesTable>;

/** Throws the database's unique violation when this vet already graded the scan. */
export async function insertVetGrade(db: Db, row: Insertable<VetGradesTable>): Promise<void> {
  await db.insertInto('vet_grades').values(row).execute();
}

export interface AgreementRow {
  scan_id: string;
  scan_created_at: string;
  scan_status: string | null;
  analyser_gingival: number | null;
  analyser_calculus: number | null;
  vet_gingival: number | null;
  vet_calculus: number | null;
  is_usable: number;
  is_blind: number;
}

/** Every grade beside the analyser's result for the same scan. */
export function listGradesWithAnalyser(db: Db): Promise<AgreementRow[]> {
  return db
    .selectFrom('vet_grades')
    .innerJoin('scans', 'scans.id', 'vet_grades.scan_id')
    .select([
      'vet_grades.scan_id',
      'scans.created_at as scan_created_at',
      'scans.status as scan_status',
      'scans.gingival_index as analyser_gingival',
      'scans.calculus_index as analyser_calculus',
      'vet_grades.gingival_index as vet_gingival',
      'vet_grades.calculus_index as vet_calculus',
      'vet_grades.is_usable',
      'vet_grades.is_blind',
    ])
    .orderBy('scans.created_at', 'asc')
    .execute();
}

export interface ExportGradeRow {
  grade_id: string;
  scan_id: string;
  image_key: string;
  species: string | null;
  gingival_index: number | null;
  calculus_index: number | null;
  gum_colour: string;
  is_usable: number;
  vet_user_id: string | null;
  created_at: string;
}

/**
 * Grades of photos whose owner consents now (docs/vet-labels.md): a scan shared with one clinic on
 * a referral is not consent to research, so it is left out however it was graded.
 */
export function listExportableGrades(db: Db): Promise<ExportGradeRow[]> {
  return db
    .selectFrom('vet_grades')
    .innerJoin('scans', 'scans.id', 'vet_grades.scan_id')
    .innerJoin('users as owner', 'owner.id', 'scans.user_id')
    .leftJoin('pets', 'pets.id', 'scans.pet_id')
    .where('owner.photo_research_consent', '=', 1)
    .where('scans.state', '=', 'complete')
    .where('scans.image_key', 'is not', null)
    .select([
      'vet_grades.id as grade_id',
      'vet_grades.scan_id',
      'vet_grades.gingival_index',
      'vet_grades.calculus_index',
      'vet_grades.gum_colour',
      'vet_grades.is_usable',
      'vet_grades.vet_user_id',
      'vet_grades.created_at',
    ])
    .select((eb) => [
      eb.fn.coalesce('pets.species', 'scans.species').as('species'),
      eb.ref('scans.image_key').$notNull().as('image_key'),
    ])
    .orderBy('vet_grades.scan_id')
    .orderBy('vet_grades.created_at')
    .execute();
}
