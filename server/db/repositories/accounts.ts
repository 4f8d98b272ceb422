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
 * Erases a member: their waitlist entries (made signed in, or with their
 * e-mail), then the user row, whose foreign keys cascade to sessions, scans,
 * chat and subscriptions. Guest rows they claimed just lose the link.
 */
export async function deleteUserData(db: Db, user: { id: string; email: string | null }): Promise<void> {
  let waitlist = db.deleteFrom('vet_referral_waitlist').where('user_id', '=', user.id);
  if (user.email) {
    const email = user.email;
    waitlist = db
      .deleteFrom('vet_referral_waitlist')
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb('email', '=', email)]));
  }
  await waitlist.execute();
  await db.deleteFrom('scans').where('user_id', '=', user.id).execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
}
