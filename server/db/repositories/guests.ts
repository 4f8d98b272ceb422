import type { Db } from '../client.ts';

export function findGuest(db: Db, guestId: string) {
  return db.selectFrom('guests').selectAll().where('id', '=', guestId).executeTakeFirst();
}

/** Creates the guest row on first use; a concurrent duplicate insert is harmless. */
export async function ensureGuestRow(db: Db, guestId: string, nowIso: string): Promise<void> {
  await db
    .insertInto('guests')
    .values({ id: guestId, claimed_by_user_id: null, first_claimed_at: null, created_at: nowIso })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Marks a guest that has never become an account as claimed by `userId`, and
 * says whether it did. The condition sits in the UPDATE itself, so of several
 * concurrent callers exactly one sees a row change (PostgreSQL re-checks the
 * WHERE after waiting for the winner's row lock; SQLite runs them one by one).
 */
export async function claimUnconvertedGuest(
  db: Db,
  options: { guestId: string; userId: string; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('guests')
    .set({ claimed_by_user_id: options.userId, first_claimed_at: options.nowIso })
    .where('id', '=', options.guestId)
    .where('first_claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a guest's scans into an account (signup or trial) and marks the guest as claimed. */
export async function claimGuestScans(
  db: Db,
  options: { guestId: string; userId: string; nowIso: string },
): Promise<number> {
  const { guestId, userId } = options;
  const result = await db
    .updateTable('scans')
    .set({ user_id: userId })
    .where('guest_id', '=', guestId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('guests')
    .set((eb) => ({
      claimed_by_user_id: userId,
      first_claimed_at: eb.fn.coalesce('first_claimed_at', eb.val(options.nowIso)),
    }))
    .where('id', '=', guestId)
    .execute();
  return Number(result.numUpdatedRows);
}
