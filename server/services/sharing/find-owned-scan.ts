import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import type { ScanRow, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/**
 * The scan, if the caller made it: the member who owns it, or the guest browser
 * that made it while it still belongs to no account. Anyone else gets the same
 * 404 as for a scan that does not exist, so ids cannot be probed.
 */
export async function findOwnedScan(options: {
  db: Db;
  scanId: string;
  user: UserRow | null;
  guestId: string | null;
}): Promise<ScanRow> {
  const { user, guestId } = options;
  const scan = await findVisibleScan(options.db, options.scanId);
  const isOwner =
    scan !== undefined &&
    ((user !== null && scan.user_id === user.id) ||
      (scan.user_id === null && guestId !== null && scan.guest_id === guestId));
  if (!scan || !isOwner) throw new AppError('NOT_FOUND', 'Scan not found.');
  return scan;
}
