import type { Db } from '../client.ts';

export function findGuest(db: Db, guestId: string) {
  return db.selectFrom('guests').selectAll().where('id', '=', guestId).executeTakeFirst();
}

/** Creates the guest row on first use; a concurrent duplicate insert is harmless. */
export async function ensureGuestRow(db: Db, guestId: string, nowIso: string): Promise<void> {
  await db
    .insertInto('guests')
    .values({ id: guestId, claimed_by_user_id: null, created_at: nowIso })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Moves a guest's scans into an account (signup or trial) and marks the guest as claimed. */
export async function claimGuestScans(db: Db, guestId: string, userId: string): Promise<number> {
  const result = await db
    .updateTable('scans')
    .set({ user_id: userId })
    .where('guest_id', '=', guestId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  await db.updateTable('guests').set({ claimed_by_user_id: userId }).where('id', '=', guestId).execute();
  return Number(result.numUpdatedRows);
}
