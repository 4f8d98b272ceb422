import type { Db } from '#server/db/client.ts';
import { unpublishScan } from '#server/db/repositories/shares.ts';
import { findAccessibleScan, type ScanViewer } from '#server/services/scans/find-accessible-scan.ts';

/** Stops sharing: the old link answers 'Scan Not Found' from now on. */
export async function revokeSharing(options: { db: Db; scanId: string; viewer: ScanViewer }): Promise<void> {
  const scan = await findAccessibleScan({ ...options, access: 'owner' });
  await unpublishScan(options.db, scan.id);
}
