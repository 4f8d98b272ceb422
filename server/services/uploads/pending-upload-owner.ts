import type { ImageType } from '#common/sniff-image-type.ts';
import type { ScanOwner } from '#server/db/repositories/scans.ts';
import { type ScanRequester, scanOwnerOf } from '#server/services/scans/reserve-scan.ts';

/** A pending upload belongs to whoever would own its scan: the member, or the guest browser. */
export function pendingUploadOwner(requester: ScanRequester): ScanOwner {
  return scanOwnerOf(requester);
}

/**
 * Storage keys of pending uploads, built here only from the upload's random id (a UUID), in their
 * own folder: the scans' orphan sweep (services/scans/sweep-abandoned-scans.ts) lists only scans/.
 */
export const PENDING_UPLOAD_PREFIX = 'pending-uploads/';

const EXTENSIONS: Record<ImageType, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  avif: { extension: 'avif', contentType: 'image/avif' },
};

/** Where an upload's bytes are kept, named by the type its content showed (storage keys carry one). */
export function pendingUploadKey(uploadId: string, type: ImageType): { key: string; contentType: string } {
  if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
  const { extension, contentType } = EXTENSIONS[type];
  return { key: `${PENDING_UPLOAD_PREFIX}${uploadId}.${extension}`, contentType };
}
