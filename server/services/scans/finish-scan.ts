import type { TCropBox, TSpecies } from '#common/contracts/scans.ts';
import type { TAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { completeReservation } from '#server/db/repositories/scans.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { RESERVATION_TTL_MS } from './pending-scans.ts';
import type { ScanStorageKeys } from './scan-storage-keys.ts';
import { toAppError } from './to-app-error.ts';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Turns a reserved scan into a complete one. The upload goes to an analysis worker
 * (analysisPool.scan), which decodes it once into the stored photo (upright, the
 * owner's crop box if any, at most PHOTO_EDGE px), its medium copy, the thumbnail
 * and the analyser's pixels, and analyses those pixels: so the analyser sees exactly
 * the crop, and its overlay lines up with the stored photo by construction (docs/performance.md#scans:
 * one decode, and the megabytes of buffers stay off the main thread). The species
 * the owner gave (the pet's, else the upload's field; see createScan) is passed to the
 * analyser, which writes the advice and picks the products for it; without one, the
 * scan keeps the species the analyser found in the photo, or none
 * (docs/product-rules.md#species). A photo with
 * no usable mouth (status 'unclear') keeps its result so the owner sees the
 * retake tips, but counts_toward_quota=0: it uses no free scan
 * (docs/product-rules.md#plans-and-quotas).
 *
 * The photos are written before the row is completed, so a reservation that
 * vanished meanwhile (the account or the scan was deleted, or it went stale)
 * is found out by the conditional update and reported as SCAN_CANCELLED; the
 * caller then removes what was written (at `keys`, which it chose), as for any
 * other failure. The update returns the finished row, so nothing is read back.
 */
export async function finishScan(options: {
  db: Db;
  storage: PhotoStorage;
  analysisPool: TAnalysisPool;
  bytes: Buffer;
  scanId: string;
  keys: ScanStorageKeys;
  /** The owner's box around gums and teeth; the whole photo when absent. */
  crop?: TCropBox;
  /** The species the owner gave (their pet's, else the upload's field); unknown when absent. */
  species?: TSpecies;
  /** The chosen pet's age in whole years; null or absent when unknown (no pet, or no birth date). */
  ageYears?: number | null;
}): Promise<ScanRow> {
  const { db, storage, scanId, keys, species } = options;
  // A damaged file is refused (IMAGE_UNREADABLE) before any analysis: the client's problem, whatever
  // the analyser would say.
  const scanned = await options.analysisPool
    .scan(options.bytes, {
      ...(species ? { species } : {}),
      ...(options.crop ? { crop: options.crop } : {}),
      ...(options.ageYears != null ? { ageYears: options.ageYears } : {}),
    })
    .catch((error) => {
      throw toAppError(error);
    });
  const { report, overlayPng, readings } = scanned;
  // Settle every write before failing, so the caller's clean-up cannot race a write still in flight.
  const writes = await Promise.allSettled([
    storage.put(keys.photo, asBuffer(scanned.photo), 'image/jpeg'),
    storage.put(keys.medium, asBuffer(scanned.medium), 'image/jpeg'),
    storage.put(keys.thumb, asBuffer(scanned.thumb), 'image/webp'),
    storage.put(keys.overlay, asBuffer(overlayPng), 'image/png'),
  ]);
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) throw failed.reason;
  const finished = await completeReservation(db, {
    id: scanId,
    reservedAfterIso: new Date(Date.now() - RESERVATION_TTL_MS).toISOString(),
    result: {
      counts_toward_quota: report.status === 'unclear' ? 0 : 1,
      image_key: keys.photo,
      medium_key: keys.medium,
      thumb_key: keys.thumb,
      overlay_key: keys.overlay,
      status: report.status,
      severity: report.severity,
      confidence: Math.round(report.confidence * 1000) / 1000,
      gingival_index: report.gingivalIndex,
      calculus_index: report.calculusIndex,
      findings: JSON.stringify(report.findings),
      quality: JSON.stringify(report.quality),
      advice: report.advice,
      products: JSON.stringify(report.products),
      analyser: report.analyser.name,
      analyser_version: report.analyser.version,
      species: species ?? scanned.species ?? null,
      readings: readings ? JSON.stringify(readings) : null,
    },
  });
  if (!finished) {
    throw new AppError(
      'SCAN_CANCELLED',
      'This scan was cancelled because the scan or its account was deleted while the photo was being analysed.',
    );
  }
  return finished;
}
