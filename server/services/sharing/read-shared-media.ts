import type { PhotoStorage, StoredObject } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { isAnalyserMedia } from '#server/services/clinics/clinic-scan-access.ts';
import { recordLinkView } from '#server/services/clinics/record-link-view.ts';
import { type ScanMediaKind, storedMediaKey } from '#server/services/scans/scan-storage-keys.ts';
import { findActiveShare } from './find-active-share.ts';

/**
 * A shared scan's photo (either size) or overlay (never its thumbnail), only while its link is active.
 * One served to a signed-in clinic user is logged (services/clinics/record-link-view.ts).
 */
export async function readSharedMedia(options: {
  db: Db;
  storage: PhotoStorage;
  shareId: string;
  kind: string;
  viewer?: UserRow | null;
}): Promise<StoredObject> {
  const scan = await findActiveShare(options);
  const key = storedMediaKey(scan, options.kind, ['photo', 'medium', 'overlay']);
  const stored = key ? await options.storage.get(key) : undefined;
  if (!stored) throw new AppError('NOT_FOUND');
  const kind = options.kind as ScanMediaKind;
  await recordLinkView(options.db, {
    viewer: options.viewer,
    scanIds: [scan.id],
    kind,
    showsAnalyser: isAnalyserMedia(kind),
  });
  return stored;
}
