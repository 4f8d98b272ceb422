import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import { keyOfTempFile } from '#server/adapters/storage/storage-keys.ts';
import type { Db } from '#server/db/client.ts';
import { deleteStaleReservations, listReferencedKeys } from '#server/db/repositories/scans.ts';
import { RESERVATION_TTL_MS } from './pending-scans.ts';
import { scanIdOfKey } from './scan-storage-keys.ts';

/** A temp file lives for the milliseconds between write and rename; one this old was cut off by a crash. */
export const TEMP_FILE_GRACE_MS = 15 * 60 * 1000;
/**
 * Photos are written before their row is completed, so a young photo without
 * a row may belong to a scan in progress. Past a reservation's lifetime that
 * scan can no longer complete (finishScan refuses stale reservations), so
 * waiting well beyond it never takes a live scan's photos.
 */
export const ORPHAN_FILE_GRACE_MS = 12 * RESERVATION_TTL_MS;
const BATCH_SIZE = 500;

export interface SweepOutcome {
  staleReservations: number;
  tempFiles: number;
  orphanFiles: number;
}

/**
 * Clears what a crash (kill -9, power loss) leaves mid-scan: reservations that
 * would otherwise hold quota rows forever, temp files of cut-off writes, and
 * photos whose scan row was never completed or is gone (a delete whose storage
 * step failed). Only keys the app builds itself are touched. Every step is an
 * idempotent delete, so several app instances may sweep at once.
 */
export async function sweepAbandonedScans(options: {
  db: Db;
  storage: PhotoStorage;
  now: Date;
}): Promise<SweepOutcome> {
  const { db, storage } = options;
  const nowMs = options.now.getTime();
  const outcome: SweepOutcome = { staleReservations: 0, tempFiles: 0, orphanFiles: 0 };
  // Reservations first: the photos of a reservation deleted here become orphans below.
  outcome.staleReservations = await deleteStaleReservations(
    db,
    new Date(nowMs - RESERVATION_TTL_MS).toISOString(),
  );

  let candidates: string[] = [];
  const sweepCandidates = async () => {
    outcome.orphanFiles += await deleteUnreferenced({ db, storage, keys: candidates });
    candidates = [];
  };
  for await (const entry of storage.list('scans/')) {
    const age = nowMs - entry.modifiedAt.getTime();
    const photoKey = keyOfTempFile(entry.key);
    if (photoKey !== undefined) {
      if (scanIdOfKey(photoKey) && age > TEMP_FILE_GRACE_MS) {
        await storage.delete(entry.key);
        outcome.tempFiles += 1;
      }
    } else if (scanIdOfKey(entry.key) && age > ORPHAN_FILE_GRACE_MS) {
      candidates.push(entry.key);
      if (candidates.length >= BATCH_SIZE) await sweepCandidates();
    }
  }
  await sweepCandidates();
  return outcome;
}

/** Deletes the keys that no scan row points at (missing rows, erased scans, reservations never completed). */
async function deleteUnreferenced(options: {
  db: Db;
  storage: PhotoStorage;
  keys: string[];
}): Promise<number> {
  const scanIds = [...new Set(options.keys.map((key) => scanIdOfKey(key) as string))];
  const referenced = await listReferencedKeys(options.db, scanIds);
  const orphans = options.keys.filter((key) => !referenced.has(key));
  for (const key of orphans) await options.storage.delete(key);
  return orphans.length;
}
