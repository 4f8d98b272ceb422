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

/** The public read every share link makes, compiled once (server/db/prepared-query.ts). */
const sharedScanQuery = preparedQuery(['shareId'], (db, placeholder) =>
  db
    .selectFrom('scans')
    .selectAll()
    .where('share_id', '=', placeholder.shareId)
    .where('is_shared', '=', 1)
    .where('state', '=', 'complete')
    .where('status', 'is not', null),
);

/** Read from the database on every call, never cached: a revoked link stops at once. */
export async function findSharedScan(db: Db, shareId: string): Promise<ScanRow | undefined> {
  const [scan] = await sharedScanQuery(db, { shareId });
  return scan;
}
