import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import {
  deletePendingUpload,
  listExpiredPendingUploads,
  listReferencedUploadKeys,
} from '#server/db/repositories/pending-uploads.ts';
import { PENDING_UPLOAD_PREFIX } from './pending-upload-owner.ts';

const BATCH = 200;
/**
 * Bytes with no row are the leftovers of a process that died between writing the row and the bytes,
 * or of a deleted account (its rows cascade away). Older than this, no upload can still be arriving.
 */
const ORPHAN_AGE_MS = 2 * 60 * 60 * 1000;

/**
 * Housekeeping (jobs/housekeeping.ts): removes pending uploads no scan used before they expired,
 * bytes first, then the row, so a crash in between leaves a row the next pass retries. Idempotent,
 * so every instance may run it.
 */
export async function sweepPendingUploads(options: {
  db: Db;
  storage: PhotoStorage;
  now: Date;
}): Promise<{ expired: number; orphanFiles: number }> {
  const { db, storage, now } = options;
  let expired = 0;
  for (;;) {
    const rows = await listExpiredPendingUploads(db, { nowIso: now.toISOString(), limit: BATCH });
    for (const row of rows) {
      await storage.delete(row.storage_key);
      await deletePendingUpload(db, row.id);
    }
    expired += rows.length;
    if (rows.length < BATCH) break;
  }
  const old: string[] = [];
  for await (const entry of storage.list(PENDING_UPLOAD_PREFIX)) {
    if (entry.modifiedAt.getTime() < now.getTime() - ORPHAN_AGE_MS) old.push(entry.key);
  }
  const referenced = await listReferencedUploadKeys(db, old);
  const orphans = old.filter((key) => !referenced.has(key));
  for (const key of orphans) await storage.delete(key);
  return { expired, orphanFiles: orphans.length };
}
