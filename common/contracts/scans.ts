import { z } from 'zod';

/** What the analyser reports: docs/product-rules.md#scan-statuses-and-urgency. */
export const SCAN_STATUSES = ['healthy', 'inflamed', 'pale', 'infection', 'tartar', 'unclear'] as const;
export const ZScanStatus = z.enum(SCAN_STATUSES);
export type TScanStatus = z.infer<typeof ZScanStatus>;

export const SEVERITIES = ['normal', 'concerning', 'urgent'] as const;
export const ZSeverity = z.enum(SEVERITIES);
export type TSeverity = z.infer<typeof ZSeverity>;

/** A rectangle in the photo, as fractions (0-1) of width and height, so it survives resizing. */
export const ZRegion = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type TRegion = z.infer<typeof ZRegion>;

export const ZFinding = z.object({
  /** Stable machine code, e.g. 'gum_redness_margin', 'tartar_near_gumline', 'pale_gums'. */
  code: z.string(),
  /** Plain words for the owner. */
  label: z.string(),
  /** Where in the photo, in words ('upper left gum line'), and as a box when known. */
  where: z.string(),
  region: ZRegion.nullable(),
  /** 'info' | 'mild' | 'moderate' | 'severe' */
  level: z.enum(['info', 'mild', 'moderate', 'severe']),
});
export type TFinding = z.infer<typeof ZFinding>;

export const ZQuality = z.object({
  isUsable: z.boolean(),
  /** Machine codes of every problem found: too_small, too_dark, overexposed, blurry, colour_cast, no_mouth. */
  problems: z.array(z.string()),
  /** Plain-language retake tips, one per problem. */
  tips: z.array(z.string()),
});
export type TQuality = z.infer<typeof ZQuality>;

export const ZProduct = z.object({
  name: z.string(),
  description: z.string(),
  /** '#' when there is no real link; no link is shown then (docs/product-rules.md#care-advice-and-products). */
  url: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** What the pure analyser returns for one photo (before storage ids are attached). */
export const ZAnalysisReport = z.object({
  status: ZScanStatus,
  severity: ZSeverity,
  confidence: z.number().min(0).max(1),
  gingivalIndex: z.number().int().min(0).max(3).nullable(),
  calculusIndex: z.number().int().min(0).max(3).nullable(),
  findings: z.array(ZFinding),
  quality: ZQuality,
  advice: z.string(),
  products: z.array(ZProduct),
  analyser: z.object({ name: z.string(), version: z.string() }),
});
export type TAnalysisReport = z.infer<typeof ZAnalysisReport>;

/** POST /api/scans answer and the shape of a stored scan, as its owner sees it. */
export const ZScanResult = ZAnalysisReport.extend({
  id: z.string(),
  imageUrl: z.string(),
  overlayUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  isGuestScan: z.boolean(),
  shareId: z.string().nullable(),
  isShared: z.boolean(),
  createdAt: z.string(),
});
export type TScanResult = z.infer<typeof ZScanResult>;

/** POST /api/scans is multipart/form-data with the photo in this one field. */
export const SCAN_UPLOAD_FIELD = 'image';

/** GET and DELETE /api/scans/:id, and the scan's share endpoints. */
export const ZScanParams = z.object({ id: z.string() });
export type TScanParams = z.infer<typeof ZScanParams>;

/** GET /media/scans/:id/:kind: a kind other than photo, overlay or thumb answers 404, like a missing photo. */
export const ZScanMediaParams = ZScanParams.extend({ kind: z.string() });

/** GET /api/scans query: `before` is the opaque `nextBefore` of the previous page. */
export const ZScanListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  before: z.string().max(200).optional(),
});
export type TScanListQuery = z.infer<typeof ZScanListQuery>;

/** GET /api/scans answer, newest first. Starter sees only its latest `historyLimit` scans (Plus: null). */
export const ZScanList = z.object({
  scans: z.array(ZScanResult),
  nextBefore: z.string().nullable(),
  historyLimit: z.number().int().nullable(),
});
export type TScanList = z.infer<typeof ZScanList>;
