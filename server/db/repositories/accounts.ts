import type { Db } from '../client.ts';

/**
 * Erases a member: the waitlist entries they made while signed in, then the
 * user row, whose foreign keys cascade to sessions, scans, chat and
 * subscriptions. Entries made as a guest are matched by nothing but an e-mail
 * address nobody verified, so they are left alone (anyone could sign up with
 * someone else's address). Guest rows they claimed just lose the link.
 * Returns the stored objects of the scans it deleted, read by the delete
 * itself: a scan completed a moment before still has its photos listed, and
 * a reservation deleted mid-scan makes that scan clean up after itself.
 */
export async function deleteUserData(db: Db, userId: string): Promise<string[]> {
  await db.deleteFrom('vet_referral_waitlist').where('user_id', '=', userId).execute();
  const scans = await db
    .deleteFrom('scans')
    .where('user_id', '=', userId)
    .returning(['image_key', 'thumb_key', 'overlay_key'])
    .execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
  return scans.flatMap((row) =>
    [row.image_key, row.thumb_key, row.overlay_key].filter((key) => key !== null),
  );
}
