import type { Db } from '#server/db/client.ts';
import type { ScanAccessLogTable } from '#server/db/schema.ts';

export type ScanAccessRow = ScanAccessLogTable;

/** One row per time an owner's scan, or one of its images, was served to clinic staff (docs/product-rules.md#clinics). */
export async function insertScanAccess(db: Db, row: ScanAccessRow): Promise<void> {
  await db.insertInto('scan_access_log').values(row).execute();
}

/**
 * Whether this user was ever served any of the analyser's output for the scan (a referral view, the
 * overlay, an owner's link, a graded scan's reading): then their grade of it is not blind
 * (docs/product-rules.md#vet-grading-and-consent).
 */
export async function hasSeenAnalyserOutput(
  db: Db,
  options: { scanId: string; viewerUserId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('scan_access_log')
    .select('id')
    .where('viewer_user_id', '=', options.viewerUserId)
    .where('scan_id', '=', options.scanId)
    .where('shows_analyser', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
