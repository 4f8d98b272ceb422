import type { TGradeResult } from '#common/contracts/clinic-grading.ts';
import type { VetGradeRow } from '#server/db/repositories/vet-grades.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';

/**
 * A vet's stored grade beside the analyser's reading of the same photo: the save's answer and the
 * graded view alike, shown only once the grade exists (docs/product-rules.md#vet-grading-and-consent).
 */
export function toGradeResult(scan: ScanRow, grade: VetGradeRow): TGradeResult {
  const reading = toScanResult(scan);
  return {
    scanId: scan.id,
    grade: {
      gingivalIndex: grade.gingival_index,
      calculusIndex: grade.calculus_index,
      gumColour: grade.gum_colour,
      isUsable: Number(grade.is_usable) === 1,
      note: grade.note ?? '',
      isBlind: Number(grade.is_blind) === 1,
      createdAt: grade.created_at,
    },
    analyser: {
      status: reading.status,
      severity: reading.severity,
      confidence: reading.confidence,
      gingivalIndex: reading.gingivalIndex,
      calculusIndex: reading.calculusIndex,
      gingivitisProbability: reading.gingivitisProbability,
      calculusProbability: reading.calculusProbability,
      findings: reading.findings,
      overlayUrl: reading.overlayUrl,
      wasRefused: reading.status === 'unclear',
    },
  };
}
