import type { TPendingUpload } from '#common/contracts/uploads.ts';
import { sniffImageType } from '#common/sniff-image-type.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { ensureGuestRow } from '#server/db/repositories/guests.ts';
import {
  countLivePendingUploads,
  deletePendingUpload,
  insertPendingUpload,
} from '#server/db/repositories/pending-uploads.ts';
import { lockScanOwner } from '#server/db/repositories/scans.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { checkPhotoFile } from '#server/services/scans/check-photo-file.ts';
import type { ScanRequester } from '#server/services/scans/reserve-scan.ts';
import { pendingUploadKey, pendingUploadOwner } from './pending-upload-owner.ts';

const MINUTE_MS = 60 * 1000;

/**
 * POST /api/uploads: keeps a photo for the owner's next scan (docs/product-rules.md#pending-uploads).
 * The same file checks as a scan's run first; no quota is looked at or used (the scan decides that
 * when it is made). The owner is locked while counting, so concurrent uploads cannot pass the cap:
 * the cap keeps this from being free storage. The row is written before the bytes, so a photo in
 * storage always has a row naming it unless the put failed (then the row goes too) or the process
 * died in between (housekeeping removes such bytes).
 */
export async function createPendingUpload(options: {
  db: Db;
  storage: PhotoStorage;
  bytes: Buffer;
  requester: ScanRequester;
  now: Date;
  minutes: number;
  perOwner: number;
}): Promise<TPendingUpload> {
  const { db, storage, bytes, now } = options;
  await checkPhotoFile(bytes);
  const owner = pendingUploadOwner(options.requester);
  const nowIso = now.toISOString();
  if (owner.kind === 'guest') await ensureGuestRow(db, owner.guestId, nowIso);
  const id = newId();
  // checkPhotoFile has just sniffed a known type.
  const stored = pendingUploadKey(id, sniffImageType(bytes) ?? 'jpeg');
  const row = {
    id,
    user_id: owner.kind === 'user' ? owner.userId : null,
    guest_id: owner.kind === 'guest' ? owner.guestId : null,
    storage_key: stored.key,
    byte_size: bytes.length,
    created_at: nowIso,
    expires_at: new Date(now.getTime() + options.minutes * MINUTE_MS).toISOString(),
    claimed_until: null,
  };
  await db.transaction().execute(async (trx) => {
    if (!(await lockScanOwner(trx, owner))) throw new AppError('UNAUTHORIZED');
    const live = await countLivePendingUploads(trx, { owner, nowIso });
    if (live >= options.perOwner) {
      throw new AppError(
        'RATE_LIMITED',
        `${live} photos are already waiting to be scanned from this browser. Scan one of them, or try again in ${options.minutes} minutes.`,
        { details: { reason: 'pending_uploads', limit: options.perOwner } },
      );
    }
    await insertPendingUpload(trx, row);
  });
  try {
    await storage.put(row.storage_key, bytes, stored.contentType);
  } catch (error) {
    await storage.delete(row.storage_key).catch(() => undefined);
    await deletePendingUpload(db, id);
    throw error;
  }
  return { uploadId: id, expiresAt: row.expires_at };
}
