import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { type ClinicScanGrant, clinicScanGrant } from './clinic-scan-access.ts';

/**
 * A finished scan with a stored photo that this clinic may grade, and why; 404 otherwise, the same
 * answer as for a scan that does not exist, so a clinic learns nothing about scans it was not given.
 */
export async function findGradableScan(
  db: Db,
  options: { partnerId: string; scanId: string },
): Promise<{ scan: ScanRow & { image_key: string }; grant: ClinicScanGrant }> {
  const scan = await findVisibleScan(db, options.scanId);
  const grant = scan ? await clinicScanGrant(db, { partnerId: options.partnerId, scan }) : null;
  if (!scan?.image_key || !grant) throw new AppError('NOT_FOUND', 'No scan to grade here.');
  return { scan: { ...scan, image_key: scan.image_key }, grant };
}
