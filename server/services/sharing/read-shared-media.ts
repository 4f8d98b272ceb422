import type { PhotoStorage, StoredObject } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { storedMediaKey } from '#server/services/scans/scan-storage-keys.ts';
import { findActiveShare } from './find-active-share.ts';

/** A shared scan's photo (either size) or overlay (never its thumbnail), only while its link is active. */
export async function readSharedMedia(options: {
  db: Db;
  storage: PhotoStorage;
  shareId: string;
  kind: string;
}): Promise<StoredObject> {
  const scan = await findActiveShare(options);
  const key = storedMediaKey(scan, options.kind, ['photo', 'medium', 'overlay']);
  const stored = key ? await options.storage.get(key) : undefined;
  if (!stored) throw new AppError('NOT_FOUND');
  return stored;
}
