import { z } from 'zod';
import { SPECIES, ZCropBox, ZScanRequestKey } from './scans.ts';

/**
 * A photo sent ahead of its scan (POST /api/uploads, multipart field `image`, no other field), so
 * it travels while the owner frames it; the scan then names it (ZScanFromUpload). Rules:
 * docs/product-rules.md#pending-uploads.
 */
export const ZPendingUpload = z.object({
  uploadId: z.string(),
  /** When the server forgets it if no scan used it. */
  expiresAt: z.string(),
});
export type TPendingUpload = z.infer<typeof ZPendingUpload>;

/** DELETE /api/uploads/:id */
export const ZPendingUploadParams = z.object({ id: z.string().max(64) });

/**
 * POST /api/scans as JSON: a scan of a pending upload, with the same optional crop box, species
 * and pet as the multipart form (crop is an object here, not JSON text).
 */
export const ZScanFromUpload = z
  .object({
    uploadId: z.string().trim().min(1).max(64),
    crop: ZCropBox.nullish(),
    species: z.enum(SPECIES, { error: 'Species must be "dog" or "cat".' }).nullish(),
    petId: z.string().trim().min(1).max(64).nullish(),
    /** The same key again is the same scan (docs/product-rules.md#reload-during-analysis). */
    requestKey: ZScanRequestKey.nullish(),
  })
  .strict();
export type TScanFromUpload = z.infer<typeof ZScanFromUpload>;
