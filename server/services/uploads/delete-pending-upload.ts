import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { deleteOwnedPendingUpload } from '#server/db/repositories/pending-uploads.ts';
import { AppError } from '#server/errors.ts';
import type { ScanRequester } from '#server/services/scans/reserve-scan.ts';
import { pendingUploadOwner } from './pending-upload-owner.ts';

export const PENDING_UPLOAD_GONE_MESSAGE =
  'That photo is no longer waiting to be scanned (it expired, was used or removed). Please choose it again.';
export const PENDING_UPLOAD_HELD_MESSAGE =
  'That photo is being analysed now, so it cannot be removed. Its scan keeps it; delete the scan to remove it.';

/**
 * DELETE /api/uploads/:id: the owner chose another photo or left. Another browser's or account's
 * upload answers 404 like a missing one, so ids cannot be probed. One a scan is using answers 409 and
 * stays: deleting it would take the photo from under the scan.
 */
export async function deletePendingUploadOf(options: {
  db: Db;
  storage: PhotoStorage;
  uploadId: string;
  requester: ScanRequester;
}): Promise<void> {
  const { db, storage } = options;
  const row = await deleteOwnedPendingUpload(db, {
    id: options.uploadId,
    owner: pendingUploadOwner(options.requester),
    nowIso: new Date().toISOString(),
  });
  if (!row) throw new AppError('PENDING_UPLOAD_NOT_FOUND', PENDING_UPLOAD_GONE_MESSAGE);
  if (row === 'held') throw new AppError('SCAN_STILL_PROCESSING', PENDING_UPLOAD_HELD_MESSAGE);
  await storage.delete(row.storage_key);
}
