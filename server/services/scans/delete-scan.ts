import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { eraseScan } from '#server/db/repositories/scans.ts';
import { sharedScanCacheOf } from '#server/services/sharing/shared-scan-cache.ts';
import { findAccessibleScan, type ScanViewer } from './find-accessible-scan.ts';

/**
 * DELETE /api/scans/:id (docs/product-rules.md#privacy): the owner deletes the photos and
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
  const { db, storage } = options;
  const scan = await findAccessibleScan({ ...options, access: 'owner' });
  await eraseScan(db, scan.id);
  // Its link already fails the database check; this frees this instance's copy of the view now.
  if (scan.share_id) sharedScanCacheOf(db).delete(scan.share_id);
  const keys = [scan.image_key, scan.medium_key, scan.thumb_key, scan.overlay_key].filter(
    (key): key is string => key !== null,
  );
  await Promise.all(keys.map((key) => storage.delete(key)));
}
