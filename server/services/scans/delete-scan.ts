import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { eraseScan, findVisibleScan } from '#server/db/repositories/scans.ts';
import { AppError } from '#server/errors.ts';
import { isScanOwner, type ScanViewer } from './can-view-scan.ts';

/**
 * DELETE /api/scans/:id (DECISIONS item 13): the owner deletes the photos and
 * the result; the share link stops working at once. Admins may view but not
 * delete someone's scan. The row is erased first, so nothing serves a photo
 * that is about to go; a storage failure leaves an unreachable file, not a
 * visible scan.
 */
export async function deleteScan(options: {
  db: Db;
  storage: PhotoStorage;
  scanId: string;
  viewer: ScanViewer;
}): Promise<void> {
  const { db, storage, viewer } = options;
  const scan = await findVisibleScan(db, options.scanId);
  if (!scan || !isScanOwner({ scan, viewer })) throw new AppError('NOT_FOUND', 'Scan not found.');
  await eraseScan(db, scan.id);
  const keys = [scan.image_key, scan.thumb_key, scan.overlay_key].filter(
    (key): key is string => key !== null,
  );
  await Promise.all(keys.map((key) => storage.delete(key)));
}
