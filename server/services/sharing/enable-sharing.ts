import type { Db } from '#server/db/client.ts';
import { publishScan } from '#server/db/repositories/shares.ts';
import type { UserRow } from '#server/db/schema.ts';
import { newToken } from '#server/lib/ids.ts';
import { findOwnedScan } from './find-owned-scan.ts';

/** 18 random bytes = 144 bits: share links cannot be guessed or enumerated. */
const SHARE_ID_BYTES = 18;

/** Turns on the public link for the caller's own scan; sharing again returns the same link. */
export async function enableSharing(options: {
  db: Db;
  scanId: string;
  user: UserRow | null;
  guestId: string | null;
}): Promise<string> {
  const scan = await findOwnedScan(options);
  if (scan.share_id) return scan.share_id;
  // Two concurrent requests may both get here; publishScan keeps whichever id landed first.
  const shareId = await publishScan(options.db, scan.id, newToken(SHARE_ID_BYTES));
  if (!shareId) throw new Error('share id missing after publish');
  return shareId;
}
