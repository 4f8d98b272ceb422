import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import type { ScanRow, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { isScanOwner } from '#server/services/scans/can-view-scan.ts';

/**
 * The scan, if the caller owns it (isScanOwner). Anyone else gets the same 404
 * as for a scan that does not exist, so ids cannot be probed.
 */
export async function findOwnedScan(options: {
  db: Db;
  scanId: string;
  user: UserRow | null;
  guestId: string | null;
}): Promise<ScanRow> {
  const scan = await findVisibleScan(options.db, options.scanId);
  if (!scan || !isScanOwner({ scan, viewer: { user: options.user, guestId: options.guestId } }))
    throw new AppError('NOT_FOUND', 'Scan not found.');
  return scan;
}
