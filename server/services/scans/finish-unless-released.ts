import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { deleteReservation } from '#server/db/repositories/scans.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { shuttingDown } from '#server/lib/shutdown-drain.ts';
import type { ScanStorageKeys } from './scan-storage-keys.ts';

/**
 * README.md#shutdown-and-readiness: a scan still finishing when a shutdown's grace bound passes (`released`
 * aborts, server/lib/shutdown-drain.ts) gives its quota slot back at once and answers 503, rather than hold
 * the slot until the process dies and the sweep frees it 5 minutes later. The reservation goes first, by the
 * same conditional delete as any failed scan: a scan that completed an instant earlier keeps its row and is
 * answered as usual. The work left behind then finds its row gone and writes nothing more to the database
 * (finishScan's conditional update); the photos it may still be writing are removed when it ends, or by the
 * sweep of unreferenced photos if the process exits first (docs/decisions/002-quota-reservations.md).
 */
export async function finishUnlessReleased(options: {
  db: Db;
  storage: PhotoStorage;
  scanId: string;
  keys: ScanStorageKeys;
  finishing: Promise<ScanRow>;
  released?: AbortSignal;
}): Promise<ScanRow> {
  const { released, finishing } = options;
  if (!released) return finishing;
  let onRelease = () => {};
  const isReleased = new Promise<true>((resolve) => {
    onRelease = () => resolve(true);
    if (released.aborted) onRelease();
    else released.addEventListener('abort', onRelease, { once: true });
  });
  let first: ScanRow | true;
  try {
    first = await Promise.race([finishing, isReleased]);
  } finally {
    released.removeEventListener('abort', onRelease);
  }
  if (first !== true) return first;
  if (!(await deleteReservation(options.db, options.scanId))) return finishing;
  // Its failure (SCAN_CANCELLED, or a write cut off) is this release, not an error of its own.
  void finishing
    .catch(() => {})
    .then(() => Promise.allSettled(Object.values(options.keys).map((key) => options.storage.delete(key))));
  throw shuttingDown();
}
