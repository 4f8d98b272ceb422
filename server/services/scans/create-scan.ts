import type { TCropBox, TScanResult, TSpecies } from '#common/contracts/scans.ts';
import type { TAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { deleteReservation } from '#server/db/repositories/scans.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { shuttingDown } from '#server/lib/shutdown-drain.ts';
import { checkPhotoFile } from './check-photo-file.ts';
import { finishScan } from './finish-scan.ts';
import { finishUnlessReleased } from './finish-unless-released.ts';
import { hashIp } from './hash-ip.ts';
import { reserveScan, type ScanRequester } from './reserve-scan.ts';
import { scanStorageKeys } from './scan-storage-keys.ts';
import { toScanResult } from './to-scan-result.ts';

export interface CreateScanOptions {
  db: Db;
  storage: PhotoStorage;
  analysisPool: TAnalysisPool;
  bytes: Buffer;
  /** Checked by the route against ZScanUploadFields before anything else runs. */
  crop?: TCropBox;
  /** What the owner said in the upload; the chosen pet's own species overrides it. */
  species?: TSpecies;
  requester: ScanRequester;
  ip: string;
  secret: string;
  guestScansPerIpPerDay: number;
  /** The member's own pet this scan is of (checked when the quota slot is taken); its species is the scan's. */
  petId?: string;
  /** Aborted when a shutdown's grace bound passes: the scan gives its slot back (finish-unless-released.ts). */
  released?: AbortSignal;
}

/**
 * POST /api/scans. Order matters: everything that can refuse a bad file runs
 * before a quota slot is taken; after that, any failure removes the
 * reservation and anything stored, so a failed scan stores nothing and uses
 * no quota; that includes a scan cancelled because its reservation was
 * deleted mid-scan, whose photos were written with no row to find them by.
 * Analysis runs outside the transaction, in the worker pool.
 */
export async function createScan(options: CreateScanOptions): Promise<TScanResult> {
  const { db, storage, bytes } = options;
  await checkPhotoFile(bytes);
  // The upload arrived after a shutdown's grace bound: no slot is taken only to be given back.
  if (options.released?.aborted) throw shuttingDown();

  const {
    scan: reservation,
    petSpecies,
    petAgeYears,
  } = await reserveScan({
    db,
    requester: options.requester,
    ipHash: hashIp({ ip: options.ip, secret: options.secret }),
    guestScansPerIpPerDay: options.guestScansPerIpPerDay,
    now: new Date(),
    petId: options.petId,
  });
  // The chosen pet's species wins over the upload's field: the owner registered the pet as a dog or
  // a cat, once, on purpose; the field is a per-scan choice the scanner keeps from the previous scan,
  // so it is the one more likely to be stale. Without either, the analyser says (finishScan).
  const species = petSpecies ?? options.species;
  const keys = scanStorageKeys(reservation.id);
  let finished: ScanRow;
  try {
    finished = await finishUnlessReleased({
      db,
      storage,
      scanId: reservation.id,
      keys,
      released: options.released,
      finishing: finishScan({
        db,
        storage,
        analysisPool: options.analysisPool,
        bytes,
        scanId: reservation.id,
        keys,
        crop: options.crop,
        species,
        ageYears: petAgeYears,
      }),
    });
  } catch (error) {
    await Promise.allSettled(Object.values(keys).map((key) => storage.delete(key)));
    await deleteReservation(db, reservation.id);
    throw error;
  }
  return toScanResult(finished);
}
