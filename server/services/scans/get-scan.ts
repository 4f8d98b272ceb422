import type { TScanResult } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { findAccessibleScan, type ScanViewer } from './find-accessible-scan.ts';
import { toScanResult } from './to-scan-result.ts';

/** GET /api/scans/:id. Someone else's scan answers 404, exactly like a missing one. */
export async function getScan(options: { db: Db; scanId: string; viewer: ScanViewer }): Promise<TScanResult> {
  return toScanResult(await findAccessibleScan({ ...options, access: 'view' }));
}
