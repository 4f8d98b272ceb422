import type { Db } from '../client.ts';
import { preparedQuery } from '../prepared-query.ts';
import type { ScanRow } from '../schema.ts';

/** Publishes a scan under `shareId` unless it already has a link; returns the link it ends up with. */
export async function publishScan(db: Db, scanId: string, shareId: string): Promise<string | null> {
  await db
    .updateTable('scans')
    .set({ share_id: shareId, is_shared: 1 })
    .where('id', '=', scanId)
    .where('share_id', 'is', null)
    .execute();
  const row = await db.selectFrom('scans').select('share_id').where('id', '=', scanId).executeTakeFirst();
  return row?.share_id ?? null;
}

/** Revoking forgets the id entirely, so an old link can never come back to life. */
export async function unpublishScan(db: Db, scanId: string): Promise<void> {
  await db.updateTable('scans').set({ share_id: null, is_shared: 0 }).where('id', '=', scanId).execute();
}

/** Which rows a share link reaches: published, finished and analysed. */
const activeShares = (db: Db, shareId: string) =>
  db
    .selectFrom('scans')
    .where('share_id', '=', shareId)
    .where('is_shared', '=', 1)
    .where('state', '=', 'complete')
    .where('status', 'is not', null);

/** The public read every share link makes, compiled once (server/db/prepared-query.ts). */
const sharedScanQuery = preparedQuery(['shareId'], (db, placeholder) =>
  activeShares(db, placeholder.shareId).selectAll(),
);

/** Read from the database on every call, never cached: a revoked link stops at once. */
export async function findSharedScan(db: Db, shareId: string): Promise<ScanRow | undefined> {
  const [scan] = await sharedScanQuery(db, { shareId });
  return scan;
}

const shareActiveQuery = preparedQuery(['shareId'], (db, placeholder) =>
  activeShares(db, placeholder.shareId).select('id'),
);

/**
 * Whether a link still reaches its scan, for a cached shared view (services/sharing/shared-scan-cache.ts):
 * the same conditions as findSharedScan, reading one column instead of the whole row.
 */
export async function isShareActive(db: Db, shareId: string): Promise<boolean> {
  return (await shareActiveQuery(db, { shareId })).length > 0;
}
