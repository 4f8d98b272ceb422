import type { PhotoStorage, StoredObject } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { findAccessibleScan, type ScanViewer } from './find-accessible-scan.ts';
import { storedMediaKey } from './scan-storage-keys.ts';

/** A scan's stored photo, overlay or thumbnail, for whoever may see the scan; 404 for everyone else. */
export async function readScanMedia(options: {
  db: Db;
  storage: PhotoStorage;
  scanId: string;
  kind: string;
  viewer: ScanViewer;
}): Promise<StoredObject> {
  const scan = await findAccessibleScan({ ...options, access: 'view' });
  const key = storedMediaKey(scan, options.kind, ['photo', 'medium', 'overlay', 'thumb']);
  const object = key ? await options.storage.get(key) : undefined;
  if (!object) throw new AppError('NOT_FOUND', 'Not found.');
  return object;
}
