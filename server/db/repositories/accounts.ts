import type { Db } from '../client.ts';
import { listUserPetPhotoKeys } from './pets.ts';
import { NO_RESULT } from './scans.ts';

/** The member's scans that someone put on the vet-referral waitlist. */
export async function listWaitlistedScanIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('referrals')
    .innerJoin('scans', 'scans.id', 'referrals.scan_id')
    .select('scans.id')
    .distinct()
    .where('scans.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Erases a member: the waitlist entries they made while signed in or that name
 * one of their scans, their scans, then the user row, whose foreign keys cascade
 * to sessions, chat and subscriptions. Entries matched by nothing but an e-mail
 * address are left alone: nobody verified it (anyone could sign up with someone
 * else's address). Guest rows they claimed just lose the link.
 *
 * The free scans they made as a guest before signing up stay as erased
 * tombstones (no owner, photo, result or IP hash; only the random guest id), so
 * the guest's allowance outlives the account: signing up and deleting the
 * account must not hand the browser its free scan back.
 *
 * Returns the stored objects of the scans it erased, read inside the
 * transaction: a scan completed a moment before still has its photos listed,
 * and a reservation deleted mid-scan makes that scan clean up after itself.
 */
export async function deleteUserData(db: Db, userId: string): Promise<string[]> {
  const userScanIds = db.selectFrom('scans').select('id').where('user_id', '=', userId);
  await db
    .deleteFrom('referrals')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('scan_id', 'in', userScanIds)]))
    .execute();
  const guestScans = await db
    .selectFrom('scans')
    .select(['id', 'image_key', 'medium_key', 'thumb_key', 'overlay_key'])
    .where('user_id', '=', userId)
    .where('is_guest_scan', '=', 1)
    .where('guest_id', 'is not', null)
    .where('state', '=', 'complete')
    .execute();
  if (guestScans.length > 0) {
    await db
      .updateTable('scans')
      .set({ ...NO_RESULT, user_id: null, ip_hash: null, pet_id: null })
      .where(
        'id',
        'in',
        guestScans.map((scan) => scan.id),
      )
      .execute();
  }
  const deleted = await db
    .deleteFrom('scans')
    .where('user_id', '=', userId)
    .returning(['image_key', 'medium_key', 'thumb_key', 'overlay_key'])
    .execute();
  // Pets (and their events) go with the user row by cascade; their photos are the caller's to remove.
  const petPhotoKeys = await listUserPetPhotoKeys(db, userId);
  await db.deleteFrom('users').where('id', '=', userId).execute();
  return [
    ...[...guestScans, ...deleted].flatMap((row) =>
      [row.image_key, row.medium_key, row.thumb_key, row.overlay_key].filter((key) => key !== null),
    ),
    ...petPhotoKeys,
  ];
}
