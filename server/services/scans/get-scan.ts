import type { TScanResult } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import { AppError } from '#server/errors.ts';
import { canViewScan, type ScanViewer } from './can-view-scan.ts';
import { toScanResult } from './to-scan-result.ts';

/** GET /api/scans/:id. Someone else's scan answers 404, exactly like a missing one. */
export async function getScan(options: { db: Db; scanId: string; viewer: ScanViewer }): Promise<TScanResult> {
  const scan = await findVisibleScan(options.db, options.scanId);
  if (!scan || !canViewScan({ scan, viewer: options.viewer }))
    throw new AppError('NOT_FOUND', 'Scan not found.');
  return toScanResult(scan);
}
