import type { PhotoStorage, StoredObject } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import { AppError } from '#server/errors.ts';
import { canViewScan, type ScanViewer } from './can-view-scan.ts';

export type ScanMediaKind = 'photo' | 'overlay' | 'thumb';

/** A scan's stored photo, overlay or thumbnail, for whoever may see the scan; 404 for everyone else. */
export async function readScanMedia(options: {
  db: Db;
  storage: PhotoStorage;
  scanId: string;
  kind: ScanMediaKind;
  viewer: ScanViewer;
}): Promise<StoredObject> {
  const scan = await findVisibleScan(options.db, options.scanId);
  const notFound = new AppError('NOT_FOUND', 'Not found.');
  if (!scan || !canViewScan({ scan, viewer: options.viewer })) throw notFound;
  const key = { photo: scan.image_key, overlay: scan.overlay_key, thumb: scan.thumb_key }[options.kind];
  const object = key ? await options.storage.get(key) : undefined;
  if (!object) throw notFound;
  return object;
}
