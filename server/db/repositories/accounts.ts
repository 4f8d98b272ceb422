import type { Db } from '../client.ts';

/** Every stored object of a member's scans (photos, thumbnails, overlays). */
export async function listUserPhotoKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('scans')
    .select(['image_key', 'thumb_key', 'overlay_key'])
    .where('user_id', '=', userId)
    .execute();
  return rows.flatMap((row) => [row.image_key, row.thumb_key, row.overlay_key].filter((key) => key !== null));
}

/**
 * Erases a member: the waitlist entries they made while signed in, then the
 * user row, whose foreign keys cascade to sessions, scans, chat and
 * subscriptions. Entries made as a guest are matched by nothing but an e-mail
 * address nobody verified, so they are left alone (anyone could sign up with
 * someone else's address). Guest rows they claimed just lose the link.
 */
export async function deleteUserData(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('vet_referral_waitlist').where('user_id', '=', userId).execute();
  await db.deleteFrom('scans').where('user_id', '=', userId).execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
