import { z } from 'zod';
import {
  MIN_CROP_FRACTION,
  PHOTO_PROBLEMS,
  SCAN_CROP_FIELD,
  SCAN_PET_FIELD,
  SCAN_REQUEST_KEY_FIELD,
  SCAN_SPECIES_FIELD,
  SCAN_UPLOAD_FIELD,
} from '../scan-constants.ts';

export {
  MIN_CROP_FRACTION,
  PHOTO_PROBLEMS,
  SCAN_CROP_FIELD,
  SCAN_PET_FIELD,
  SCAN_REQUEST_KEY_FIELD,
  SCAN_SPECIES_FIELD,
  SCAN_UPLOAD_FIELD,
};

/**
 * A scan request's key (SCAN_REQUEST_KEY_FIELD): a UUID the browser makes, so it cannot be guessed
 * and never names another caller's scan (docs/product-rules.md#reload-during-analysis).
 */
export const ZScanRequestKey = z.uuid({ error: 'The request key must be a UUID.' });

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

/** Who is in the photo: advice and cut-offs may differ (docs/product-rules.md). */
export const SPECIES = ['dog', 'cat'] as const;
export const ZSpecies = z.enum(SPECIES);
export type TSpecies = z.infer<typeof ZSpecies>;

export const ZPhotoProblem = z.enum(PHOTO_PROBLEMS);
export type TPhotoProblem = z.infer<typeof ZPhotoProblem>;

const FRACTION_MESSAGE = 'Each value of the crop box must be a number from 0 to 1 (a share of the photo).';
const ZFraction = z
  .number({ error: FRACTION_MESSAGE })
  .finite({ error: FRACTION_MESSAGE })
  .min(0, { error: FRACTION_MESSAGE })
  .max(1, { error: FRACTION_MESSAGE });
const MIN_SIDE_MESSAGE = `The crop box must be at least ${MIN_CROP_FRACTION * 100}% of the photo wide and high.`;
/** The owner's crop box around gums and teeth, as fractions of the upright photo (after EXIF rotation). */
export const ZCropBox = z
  .object({
    x: ZFraction,
    y: ZFraction,
    width: ZFraction.min(MIN_CROP_FRACTION, { error: MIN_SIDE_MESSAGE }),
    height: ZFraction.min(MIN_CROP_FRACTION, { error: MIN_SIDE_MESSAGE }),
  })
  .strict()
  .refine((box) => box.x + box.width <= 1 + 1e-6 && box.y + box.height <= 1 + 1e-6, {
    message: 'The crop box must lie inside the photo.',
  });
export type TCropBox = z.infer<typeof ZCropBox>;

/** What the analyser finds before a scan: where the mouth is (to pre-fill the crop box) and whether it is usable. */
export const ZLocateResult = z.object({
  box: ZCropBox.nullable(),
  isUsable: z.boolean(),
  problems: z.array(ZPhotoProblem),
  tips: z.array(z.string()),
});
export type TLocateResult = z.infer<typeof ZLocateResult>;

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
  /**
   * Calibrated probabilities (0-1) that the gums are inflamed and that tartar shows; the indices are
   * cut from them (docs/decisions/007-analyser-v3.md). Null when the photo was not graded, or (the
   * gingivitis one) when the gum line is too pigmented to read redness.
   */
  gingivitisProbability: z.number().min(0).max(1).nullable(),
  calculusProbability: z.number().min(0).max(1).nullable(),
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
  /**
   * The species the report was written for: the scan's pet's, else what the owner said in the upload,
   * else what the analyser found in the photo; null when unknown (docs/product-rules.md#species).
   */
  species: ZSpecies.nullable(),
  imageUrl: z.string(),
  /** The same photo at most 800 px on its long side, for phones; null on scans stored before it. */
  mediumImageUrl: z.string().nullable(),
  overlayUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  isGuestScan: z.boolean(),
  shareId: z.string().nullable(),
  isShared: z.boolean(),
  createdAt: z.string(),
  /** The member's pet this scan belongs to; null when unassigned. */
  petId: z.string().nullable(),
});
export type TScanResult = z.infer<typeof ZScanResult>;

/** Longest text field the upload parser reads: a crop box's JSON is well under 200 characters. */
export const SCAN_FIELD_MAX_CHARS = 300;

const ZCropField = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The crop box must be JSON: {"x","y","width","height"}.' });
      return z.NEVER;
    }
  })
  .pipe(ZCropBox);

/**
 * The text fields of POST /api/scans, both optional: `species` is 'dog' or 'cat'; `crop` is the
 * JSON of a ZCropBox (one field, so a box is never half-sent). Any other field is refused.
 */
export const ZScanUploadFields = z
  .object({
    [SCAN_SPECIES_FIELD]: z.enum(SPECIES, { error: 'Species must be "dog" or "cat".' }).optional(),
    [SCAN_CROP_FIELD]: ZCropField.optional(),
    [SCAN_PET_FIELD]: z.string().trim().min(1).max(64).optional(),
    [SCAN_REQUEST_KEY_FIELD]: ZScanRequestKey.optional(),
  })
  .strict();
export type TScanUploadFields = z.infer<typeof ZScanUploadFields>;

/** POST /api/scans/locate takes the photo alone (the web sends a downscaled copy): any text field is refused. */
export const ZNoUploadFields = z.object({}).strict();

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
