import { z } from 'zod';
import {
  SCAN_STATUSES,
  SEVERITIES,
  type TAnalysisReport,
  type TFinding,
  type TProduct,
  type TQuality,
  type TScanResult,
  type TScanStatus,
  type TSeverity,
  type TSpecies,
  ZSpecies,
} from '#common/contracts/scans.ts';
import type { TSharedScan } from '#common/contracts/share.ts';
import type { ScanRow } from '#server/db/schema.ts';
import type { ScanMediaKind } from './scan-storage-keys.ts';

/** Media URLs point at the access-checked routes in routes/media.ts, never at storage. */
const mediaUrl = (scanId: string, kind: ScanMediaKind) => `/media/scans/${scanId}/${kind}`;

/** A share link's media: served only while the link is active (routes/share.ts). */
const sharedMediaUrl = (shareId: string, kind: Exclude<ScanMediaKind, 'thumb'>) =>
  `/media/share/${shareId}/${kind}`;

const isStatus = (value: string | null): value is TScanStatus =>
  (SCAN_STATUSES as readonly (string | null)[]).includes(value);
const isSeverity = (value: string | null): value is TSeverity =>
  (SEVERITIES as readonly (string | null)[]).includes(value);

/**
 * The analysis a finished row holds. finishScan writes every result column at
 * once, so a finished row without one is a bug: it fails loudly (a logged 500)
 * rather than showing a made-up result, which could hide an urgent one. Only the
 * gum indices are legitimately null (a photo too unclear to grade). The response
 * schema of each route checks the whole shape once more on the way out.
 */
function readReport(row: ScanRow): TAnalysisReport {
  const { status, severity, confidence, findings, quality, advice, products, analyser } = row;
  if (
    !isStatus(status) ||
    !isSeverity(severity) ||
    confidence === null ||
    findings === null ||
    quality === null ||
    advice === null ||
    products === null ||
    analyser === null ||
    row.analyser_version === null
  ) {
    throw new Error(`scan ${row.id} has no complete result`);
  }
  return {
    status,
    severity,
    confidence,
    gingivalIndex: row.gingival_index,
    calculusIndex: row.calculus_index,
    ...probabilitiesOf(row),
    findings: JSON.parse(findings) as TFinding[],
    quality: JSON.parse(quality) as TQuality,
    advice,
    products: JSON.parse(products) as TProduct[],
    analyser: { name: analyser, version: row.analyser_version },
  };
}

const ZStoredProbabilities = z.object({
  gingivitisProbability: z.number().min(0).max(1).nullable().catch(null),
  calculusProbability: z.number().min(0).max(1).nullable().catch(null),
});

/**
 * The graders' calibrated probabilities, kept in the readings column with the scores they came
 * from. Scans graded before the probabilities existed, and unclear ones, have none: null.
 */
export function probabilitiesOf(
  row: Pick<ScanRow, 'readings'>,
): Pick<TAnalysisReport, 'gingivitisProbability' | 'calculusProbability'> {
  const none = { gingivitisProbability: null, calculusProbability: null };
  if (!row.readings) return none;
  try {
    return ZStoredProbabilities.parse(JSON.parse(row.readings));
  } catch {
    return none;
  }
}

/** Only what the upload contract allowed is ever stored; anything else reads as 'not said'. */
const speciesOf = (row: ScanRow): TSpecies | null => ZSpecies.safeParse(row.species).data ?? null;

/** A finished scan as its owner (or an admin) sees it. */
export function toScanResult(row: ScanRow): TScanResult {
  return {
    ...readReport(row),
    id: row.id,
    species: speciesOf(row),
    imageUrl: mediaUrl(row.id, 'photo'),
    mediumImageUrl: row.medium_key ? mediaUrl(row.id, 'medium') : null,
    overlayUrl: row.overlay_key ? mediaUrl(row.id, 'overlay') : null,
    thumbnailUrl: row.thumb_key ? mediaUrl(row.id, 'thumb') : null,
    isGuestScan: row.is_guest_scan === 1,
    shareId: row.share_id,
    isShared: row.is_shared === 1,
    createdAt: row.created_at,
    petId: row.pet_id,
  };
}

/**
 * The same scan as a stranger with its share link sees it (docs/product-rules.md#sharing):
 * the result and the photo, and nothing about its owner, its id or its quality checks.
 */
export function toSharedScan(row: ScanRow): TSharedScan {
  if (!row.share_id) throw new Error(`scan ${row.id} is not shared`);
  const report = readReport(row);
  return {
    createdAt: row.created_at,
    imageUrl: sharedMediaUrl(row.share_id, 'photo'),
    mediumImageUrl: row.medium_key ? sharedMediaUrl(row.share_id, 'medium') : null,
    overlayUrl: row.overlay_key ? sharedMediaUrl(row.share_id, 'overlay') : null,
    status: report.status,
    severity: report.severity,
    confidence: report.confidence,
    findings: report.findings,
    advice: report.advice,
    products: report.products,
  };
}
