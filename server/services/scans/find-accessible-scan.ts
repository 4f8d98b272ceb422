import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import type { ScanRow, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/** The caller as far as scan access goes: a signed-in user and/or the browser's guest id. */
export interface ScanViewer {
  user: UserRow | null;
  guestId: string | null;
}

/**
 * What the caller wants to do with the scan: 'view' it and its photos, or act as
 * its 'owner' (share, delete, refer it to a vet).
 */
export type ScanAccess = 'view' | 'owner';

/**
 * Who may share, delete or refer a scan: the member who owns it, or the
 * browser that made it as a guest while it belongs to no account (even if
 * that browser has since logged in to an account that did not claim it).
 */
function isScanOwner(options: { scan: ScanRow; viewer: ScanViewer }): boolean {
  const { scan, viewer } = options;
  if (viewer.user && scan.user_id === viewer.user.id) return true;
  return viewer.guestId !== null && scan.user_id === null && scan.guest_id === viewer.guestId;
}

/**
 * Who may see a scan and its photos (docs/product-rules.md#privacy): its owner
 * as above, or an admin. Once a guest's scan moves into an account only that
 * account sees it, so a shared computer's next guest cannot open it with the
 * old cookie. Share links are checked separately, by share id.
 */
function canViewScan(options: { scan: ScanRow; viewer: ScanViewer }): boolean {
  return options.viewer.user?.role === 'admin' || isScanOwner(options);
}

/**
 * The one scan access check: the finished, not deleted scan, if the caller may
 * have this access to it. Anyone else gets the same 404 as for a scan that does
 * not exist, so scan ids cannot be probed.
 */
export async function findAccessibleScan(options: {
  db: Db;
  scanId: string;
  viewer: ScanViewer;
  access: ScanAccess;
}): Promise<ScanRow> {
  const { viewer, access } = options;
  const scan = await findVisibleScan(options.db, options.scanId);
  const isAllowed =
    scan && (access === 'owner' ? isScanOwner({ scan, viewer }) : canViewScan({ scan, viewer }));
  if (!scan || !isAllowed) throw new AppError('NOT_FOUND', 'Scan not found.');
  return scan;
}
