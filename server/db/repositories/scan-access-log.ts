import type { Db } from '#server/db/client.ts';
import type { ScanAccessLogTable } from '#server/db/schema.ts';

export type ScanAccessRow = ScanAccessLogTable;

/** One row per time a vet opened an owner's scan (docs/product-rules.md#clinics). */
export async function insertScanAccess(db: Db, row: ScanAccessRow): Promise<void> {
  await db.insertInto('scan_access_log').values(row).execute();
}
