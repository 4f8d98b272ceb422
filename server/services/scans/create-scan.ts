import type { TScanResult } from '#common/contracts/scans.ts';
import { checkImageHeader } from '#server/adapters/image/normalise-photo.ts';
import { sniffImageType } from '#server/adapters/image/sniff-image-type.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { deleteReservation } from '#server/db/repositories/scans.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { TAnalysisPool } from '#server/jobs/analysis-pool.ts';
import { finishScan } from './finish-scan.ts';
import { hashIp } from './hash-ip.ts';
import { reserveScan, type ScanRequester } from './reserve-scan.ts';
import { scanStorageKeys } from './scan-storage-keys.ts';
import { toAppError } from './to-app-error.ts';
import { toScanResult } from './to-scan-result.ts';

/** The message the upload step shows for anything that is not an image (docs/product-rules.md#messages-the-owner-sees). */
export const INVALID_FILE_TYPE_MESSAGE = 'Please select an image file (JPG, PNG, or WebP).';

/**
 * POST /api/scans. Order matters: everything that can refuse a bad file runs
 * before a quota slot is taken; after that, any failure removes the
 * reservation and anything stored, so a failed scan stores nothing and uses
 * no quota; that includes a scan cancelled because its reservation was
 * deleted mid-scan, whose photos were written with no row to find them by.
 * Analysis runs outside the transaction, in the worker pool.
 */
export async function createScan(options: {
  db: Db;
  storage: PhotoStorage;
  analysisPool: TAnalysisPool;
  bytes: Buffer;
  requester: ScanRequester;
  ip: string;
  secret: string;
  guestScansPerIpPerDay: number;
}): Promise<TScanResult> {
  const { db, storage, bytes } = options;
  if (bytes.length === 0)
    throw new AppError('INVALID_FILE_TYPE', `The file is empty. ${INVALID_FILE_TYPE_MESSAGE}`);
  if (!sniffImageType(bytes)) throw new AppError('INVALID_FILE_TYPE', INVALID_FILE_TYPE_MESSAGE);
  await checkImageHeader(bytes).catch((error) => {
    throw toAppError(error);
  });

  const reservation = await reserveScan({
    db,
    requester: options.requester,
    ipHash: hashIp({ ip: options.ip, secret: options.secret }),
    guestScansPerIpPerDay: options.guestScansPerIpPerDay,
    now: new Date(),
  });
  const keys = scanStorageKeys(reservation.id);
  let finished: ScanRow;
  try {
    finished = await finishScan({
      db,
      storage,
      analysisPool: options.analysisPool,
      bytes,
      scanId: reservation.id,
      keys,
    });
  } catch (error) {
    await Promise.allSettled([keys.photo, keys.thumb, keys.overlay].map((key) => storage.delete(key)));
    await deleteReservation(db, reservation.id);
    throw error;
  }
  return toScanResult(finished);
}
