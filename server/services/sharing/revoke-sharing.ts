import type { Db } from '#server/db/client.ts';
import { unpublishScan } from '#server/db/repositories/shares.ts';
import type { UserRow } from '#server/db/schema.ts';
import { findOwnedScan } from './find-owned-scan.ts';

/** Stops sharing: the old link answers 'Scan Not Found' from now on. */
export async function revokeSharing(options: {
  db: Db;
  scanId: string;
  user: UserRow | null;
  guestId: string | null;
}): Promise<void> {
  const scan = await findOwnedScan(options);
  await unpublishScan(options.db, scan.id);
}
