import { type TScanResult, ZAnalysisReport } from '#common/contracts/scans.ts';
import type { ScanRow } from '#server/db/schema.ts';

/** Media URLs point at the access-checked routes in routes/media.ts, never at storage. */
export const mediaUrl = (scanId: string, kind: 'photo' | 'overlay' | 'thumb') =>
  `/media/scans/${scanId}/${kind}`;

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** Turns a completed scan row into the API shape; the report is re-validated so a bad row fails loudly. */
export function toScanResult(row: ScanRow): TScanResult {
  const report = ZAnalysisReport.parse({
    status: row.status,
    severity: row.severity,
    confidence: row.confidence,
    gingivalIndex: row.gingival_index,
    calculusIndex: row.calculus_index,
    findings: parseJson(row.findings),
    quality: parseJson(row.quality),
    advice: row.advice,
    products: parseJson(row.products),
    analyser: { name: row.analyser, version: row.analyser_version },
  });
  return {
    ...report,
    id: row.id,
    imageUrl: mediaUrl(row.id, 'photo'),
    overlayUrl: row.overlay_key ? mediaUrl(row.id, 'overlay') : null,
    thumbnailUrl: row.thumb_key ? mediaUrl(row.id, 'thumb') : null,
    isGuestScan: row.is_guest_scan === 1,
    shareId: row.share_id,
    isShared: row.is_shared === 1,
    createdAt: row.created_at,
  };
}
