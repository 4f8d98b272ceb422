import { z } from 'zod';
import { ZFinding, ZProduct, ZScanStatus, ZSeverity } from './scans.ts';

/** At least 128 random bits, URL-safe: 18 bytes = 24 base64url characters. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** GET /api/share/:shareId and the share page. */
export const ZShareParams = z.object({ shareId: z.string() });
/** GET /media/share/:shareId/:kind: only the photo and its overlay are shared. */
export const ZSharedMediaParams = ZShareParams.extend({ kind: z.string() });

/** POST /api/scans/:id/share */
export const ZShareResponse = z.object({ shareId: z.string(), shareUrl: z.string() });
export type TShareResponse = z.infer<typeof ZShareResponse>;

/** GET /api/share/:shareId: the result only, nothing about its owner. */
export const ZSharedScan = z.object({
  createdAt: z.string(),
  imageUrl: z.string(),
  /** The same photo at most 800 px on its long side, for phones; null on scans stored before it. */
  mediumImageUrl: z.string().nullable(),
  overlayUrl: z.string().nullable(),
  status: ZScanStatus,
  severity: ZSeverity,
  confidence: z.number(),
  findings: z.array(ZFinding),
  advice: z.string(),
  products: z.array(ZProduct),
});
export type TSharedScan = z.infer<typeof ZSharedScan>;
