import type { Db } from '#server/db/client.ts';
import { claimGuestScans, claimUnconvertedGuest, findGuest } from '#server/db/repositories/guests.ts';
import { findUserById, insertUser } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';

const ALREADY_CONVERTED = 'This browser already has an account. Log in or sign up to keep scanning.';

/**
 * POST /api/auth/demo: a guest who scanned on /trial gets a Starter account with
 * no e-mail yet, holding their scan. A later signup upgrades this same account.
 * A caller who is already signed in keeps their account. One trial account per
 * guest browser, ever (even after deleting it), and only after its free scan:
 * otherwise demo, scan, log out (or delete) would be an endless supply of free scans.
 *
 * The guest row is claimed by a conditional update inside the transaction that
 * creates the user, so of concurrent requests (a double click) exactly one makes
 * the account and signs in; the others roll back and answer 409 CONFLICT. They do
 * not get a session for the winner's account: the guest cookie is not a login.
 */
export async function createTrialAccount(options: {
  db: Db;
  currentUser: UserRow | null;
  guestId: string | null;
}): Promise<{ user: UserRow; isNew: boolean }> {
  const { db, currentUser, guestId } = options;
  if (currentUser) return { user: currentUser, isNew: false };
  const guest = guestId ? await findGuest(db, guestId) : undefined;
  if (!guest) throw new AppError('CONFLICT', 'Scan a photo on the trial page first.');
  if (guest.first_claimed_at) throw new AppError('CONFLICT', ALREADY_CONVERTED);
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id,
      email: null,
      password_hash: null,
      first_name: null,
      last_name: null,
      role: 'user',
      subscription_status: 'free',
      is_trial: 1,
      created_at: now,
      updated_at: now,
    });
    const isClaimed = await claimUnconvertedGuest(trx, { guestId: guest.id, userId: id, nowIso: now });
    if (!isClaimed) throw new AppError('CONFLICT', ALREADY_CONVERTED);
    await claimGuestScans(trx, { guestId: guest.id, userId: id, nowIso: now });
  });
  const user = await findUserById(db, id);
  if (!user) throw new Error('trial user vanished after insert');
  return { user, isNew: true };
}
