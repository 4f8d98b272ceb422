import type { Db } from '#server/db/client.ts';
import { publishScan } from '#server/db/repositories/shares.ts';
import { newToken } from '#server/lib/ids.ts';
import { findAccessibleScan, type ScanViewer } from '#server/services/scans/find-accessible-scan.ts';

/** 18 random bytes = 144 bits: share links cannot be guessed or enumerated. */
const SHARE_ID_BYTES = 18;

/** Turns on the public link for the caller's own scan; sharing again returns the same link. */
export async function enableSharing(options: {
  db: Db;
  scanId: string;
  viewer: ScanViewer;
}): Promise<string> {
  const scan = await findAccessibleScan({ ...options, access: 'owner' });
  if (scan.share_id) return scan.share_id;
  // Two concurrent requests may both get here; publishScan keeps whichever id landed first.
  const shareId = await publishScan(options.db, scan.id, newToken(SHARE_ID_BYTES));
  if (!shareId) throw new Error('share id missing after publish');
  return shareId;
}
