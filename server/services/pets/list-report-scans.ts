import {
  REPORT_SCAN_COUNT,
  REPORT_TABLE_DAYS,
  REPORT_TABLE_ROWS,
  type TReportScanRow,
  type TReportScanSummary,
} from '#common/contracts/pets.ts';
import type { Db } from '#server/db/client.ts';
import { listVisiblePetScans } from '#server/db/repositories/scans.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';
import { chooseReportScans, type TReportScanChoice } from './choose-report-scans.ts';

/**
 * Every scan the report chooses from. The first scan ever is one of its cards, so the whole history
 * is read; the cap only guards the request (a scan a day for 27 years).
 */
const REPORT_HISTORY_LIMIT = 10_000;

/** The scans of a pet's vet report: the owner's report, the vet link's and its photos use this one choice. */
export async function listReportScans(
  db: Db,
  options: { userId: string; petId: string; now: Date },
): Promise<TReportScanChoice> {
  const scans = await listVisiblePetScans(db, { ...options, limit: REPORT_HISTORY_LIMIT });
  return chooseReportScans({
    scans,
    now: options.now,
    cardCount: REPORT_SCAN_COUNT,
    tableDays: REPORT_TABLE_DAYS,
    tableRows: REPORT_TABLE_ROWS,
  });
}

/**
 * A table line, read through toScanResult (which refuses a row without a complete result). An unclear
 * photo was not graded, so its line carries no index whatever the row holds.
 */
function toReportScanRow(row: ScanRow): TReportScanRow {
  const { createdAt, status, severity, gingivalIndex, calculusIndex } = toScanResult(row);
  const isGraded = status !== 'unclear';
  return {
    createdAt,
    status,
    severity,
    gingivalIndex: isGraded ? gingivalIndex : null,
    calculusIndex: isGraded ? calculusIndex : null,
  };
}

/** The part of the report beside the photo cards, in the contract's shape. */
export function toReportScanSummary(choice: TReportScanChoice): TReportScanSummary {
  return {
    otherScans: choice.rows.map(toReportScanRow),
    notShownCount: choice.notShownCount,
    firstScanId: choice.firstScanId,
    worstScanId: choice.worstScanId,
  };
}
