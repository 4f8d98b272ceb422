import type { Db } from '#server/db/client.ts';

/**
 * Referral statuses in which a shared scan stays open to the clinic: from routing until the visit is
 * done. A declined or cancelled referral closes it, and so does one reopened as pending (it is the
 * admin's again until routed).
 */
export const SCAN_SHARING_STATUSES = ['routed', 'contacted', 'booked', 'completed'] as const;

/**
 * The referral through which the owner shared this scan with this clinic: routed to it, the owner's
 * "Share this scan with the clinic" ticked, and still in one of SCAN_SHARING_STATUSES.
 */
export async function findSharedReferralId(
  db: Db,
  options: { scanId: string; partnerId: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('referrals')
    .select('id')
    .where('scan_id', '=', options.scanId)
    .where('partner_id', '=', options.partnerId)
    .where('share_scan', '=', 1)
    .where('status', 'in', SCAN_SHARING_STATUSES)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** Whether the scan's owner lets partner vets grade their pets' photos (off by default). */
export async function ownerAllowsResearch(db: Db, ownerId: string | null): Promise<boolean> {
  if (!ownerId) return false;
  const row = await db
    .selectFrom('users')
    .select('photo_research_consent')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.photo_research_consent) === 1;
}
