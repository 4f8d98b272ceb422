import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { deleteOwnedPendingUpload } from '#server/db/repositories/pending-uploads.ts';
import { AppError } from '#server/errors.ts';
import type { ScanRequester } from '#server/services/scans/reserve-scan.ts';
import { pendingUploadOwner } from './pending-upload-owner.ts';

export const PENDING_UPLOAD_GONE_MESSAGE =
  'That photo is no longer waiting to be scanned (it expired, was used or removed). Please choose it again.';

/**
 * DELETE /api/uploads/:id: the owner chose another photo or left. Another browser's or account's
 * upload answers 404 like a missing one, so ids cannot be probed.
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
  });
  if (!row) throw new AppError('PENDING_UPLOAD_NOT_FOUND', PENDING_UPLOAD_GONE_MESSAGE);
  await storage.delete(row.storage_key);
}
