import type { Db } from '../client.ts';
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

export function findSharedScan(db: Db, shareId: string): Promise<ScanRow | undefined> {
  return db
    .selectFrom('scans')
    .selectAll()
    .where('share_id', '=', shareId)
    .where('is_shared', '=', 1)
    .where('state', '=', 'complete')
    .where('status', 'is not', null)
    .executeTakeFirst();
}
