import type { TCropBox, TScanResult, TSpecies } from '#common/contracts/scans.ts';
import type { TAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import { deleteReservation } from '#server/db/repositories/scans.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { shuttingDown } from '#server/lib/shutdown-drain.ts';
import { awaitRequestedScan } from './await-requested-scan.ts';
import { checkPhotoFile } from './check-photo-file.ts';
import { finishScan } from './finish-scan.ts';
import { finishUnlessReleased } from './finish-unless-released.ts';
import { hashIp } from './hash-ip.ts';
import { type Reservation, reserveScan, type ScanRequester, scanOwnerOf } from './reserve-scan.ts';
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
  /** The browser's key for this request: the same key again answers with the scan it made. */
  requestKey?: string;
}

/**
 * POST /api/scans. Order matters: everything that can refuse a bad file runs
 * before a quota slot is taken; after that, any failure removes the
 * reservation and anything stored, so a failed scan stores nothing and uses
 * no quota; that includes a scan cancelled because its reservation was
 * deleted mid-scan, whose photos were written with no row to find them by.
 * Analysis runs outside the transaction, in the worker pool. A request key already used by this
 * owner answers with that scan instead, once it is finished (docs/product-rules.md#reload-during-analysis).
 */
export async function createScan(options: CreateScanOptions): Promise<TScanResult> {
  const { db, storage, bytes } = options;
  await checkPhotoFile(bytes);
  // The upload arrived after a shutdown's grace bound: no slot is taken only to be given back.
  if (options.released?.aborted) throw shuttingDown();

  const reserved = await reserveOrReplay(options);
  if ('replay' in reserved) return reserved.replay;
  const { scan: reservation, petSpecies, petAgeYears } = reserved;
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

/**
 * A new reservation, or the finished scan an earlier request with the same key made (waited for
 * while it is analysed). Should that earlier scan fail meanwhile, it used nothing, so this request
 * reserves once more as the first.
 */
async function reserveOrReplay(options: CreateScanOptions): Promise<Reservation | { replay: TScanResult }> {
  const { db, requestKey } = options;
  const owner = scanOwnerOf(options.requester);
  for (let attempt = 0; ; attempt++) {
    let reserved: Awaited<ReturnType<typeof reserveScan>> | null = null;
    try {
      reserved = await reserveScan({
        db,
        requester: options.requester,
        ipHash: hashIp({ ip: options.ip, secret: options.secret }),
        guestScansPerIpPerDay: options.guestScansPerIpPerDay,
        now: new Date(),
        petId: options.petId,
        requestKey,
      });
    } catch (error) {
      // The unique index on (owner, request_key) caught a twin request the owner's lock did not.
      if (!requestKey || !isUniqueViolation(error)) throw error;
    }
    if (reserved && 'scan' in reserved) return reserved;
    const replay = requestKey ? await awaitRequestedScan({ db, owner, requestKey }) : null;
    if (replay) return { replay };
    if (attempt > 0) throw new Error('a request key named a scan that vanished twice');
  }
}
