import type { Db } from '#server/db/client.ts';
import { unpublishScan } from '#server/db/repositories/shares.ts';
import { findAccessibleScan, type ScanViewer } from '#server/services/scans/find-accessible-scan.ts';
import { sharedScanCacheOf } from './shared-scan-cache.ts';

/** Stops sharing: the old link answers 'Scan Not Found' from now on. */
export async function revokeSharing(options: { db: Db; scanId: string; viewer: ScanViewer }): Promise<void> {
  const scan = await findAccessibleScan({ ...options, access: 'owner' });
  await unpublishScan(options.db, scan.id);
  // The database already refuses the link; this frees this instance's copy of its view now.
  if (scan.share_id) sharedScanCacheOf(options.db).delete(scan.share_id);
}
