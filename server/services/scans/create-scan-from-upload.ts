import type { TScanResult } from '#common/contracts/scans.ts';
import {
  claimPendingUpload,
  deletePendingUpload,
  isPendingUploadClaimed,
  releasePendingUpload,
} from '#server/db/repositories/pending-uploads.ts';
import { AppError } from '#server/errors.ts';
import { PENDING_UPLOAD_GONE_MESSAGE } from '#server/services/uploads/delete-pending-upload.ts';
import { pendingUploadOwner } from '#server/services/uploads/pending-upload-owner.ts';
import { awaitRequestedScan } from './await-requested-scan.ts';
import { type CreateScanOptions, createScan } from './create-scan.ts';

/** Longer than any scan takes (the analysis times out well before), so a claim outlives its scan. */
const CLAIM_MS = 2 * 60 * 1000;

/**
 * How long a request whose upload another request holds waits for that one's scan to appear: its
 * twin (a retry with the same key) claimed the photo and is checking it before it reserves.
 */
const TWIN_APPEARS_MS = 2000;

const gone = () => new AppError('PENDING_UPLOAD_NOT_FOUND', PENDING_UPLOAD_GONE_MESSAGE);

/**
 * POST /api/scans naming a pending upload (docs/product-rules.md#pending-uploads): the same scan as
 * createScan, of the photo the owner sent ahead. Only the browser or account that sent it may use
 * it (anyone else gets 404, as for a missing one). It is claimed first, so two scans cannot use one
 * upload; a scan that is made uses it up (row and bytes deleted), a refused or failed one hands it
 * back for a retry. Quotas are decided by createScan exactly as for a multipart scan. A request key
 * this owner already used answers with that scan, though its upload is used up or held by the twin
 * request making it (docs/product-rules.md#reload-during-analysis).
 */
export async function createScanFromUpload(
  options: Omit<CreateScanOptions, 'bytes'> & { uploadId: string },
): Promise<TScanResult> {
  const { db, storage, uploadId, requestKey } = options;
  const owner = pendingUploadOwner(options.requester);
  const made = requestKey ? await awaitRequestedScan({ db, owner, requestKey }) : null;
  if (made) return made;
  const now = Date.now();
  const upload = await claimPendingUpload(db, {
    id: uploadId,
    owner,
    nowIso: new Date(now).toISOString(),
    claimedUntilIso: new Date(now + CLAIM_MS).toISOString(),
  });
  if (!upload) {
    const twin = requestKey ? await awaitTwin({ db, owner, requestKey, uploadId }) : null;
    if (twin) return twin;
    throw gone();
  }
  let result: TScanResult;
  try {
    const stored = await storage.get(upload.storage_key);
    // The owner deleted it between the claim and this read.
    if (!stored) throw gone();
    result = await createScan({ ...options, bytes: stored.body });
  } catch (error) {
    await releasePendingUpload(db, upload.id);
    throw error;
  }
  await deletePendingUpload(db, upload.id);
  await storage.delete(upload.storage_key);
  return result;
}

/**
 * The scan of a twin request (same key) that holds or used the upload: made already, or about to be
 * while the twin holds the upload. An upload merely gone (expired, deleted) answers at once.
 */
async function awaitTwin(options: {
  db: CreateScanOptions['db'];
  owner: ReturnType<typeof pendingUploadOwner>;
  requestKey: string;
  uploadId: string;
}): Promise<TScanResult | null> {
  const { db, owner, requestKey } = options;
  const made = await awaitRequestedScan({ db, owner, requestKey });
  if (made) return made;
  const nowIso = new Date().toISOString();
  if (!(await isPendingUploadClaimed(db, { id: options.uploadId, owner, nowIso }))) return null;
  return awaitRequestedScan({ db, owner, requestKey, appearWithinMs: TWIN_APPEARS_MS });
}
