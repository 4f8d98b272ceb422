import type { TClinicReferralList, TClinicReferralListQuery } from '#common/contracts/clinic-referrals.ts';
import type { Db } from '#server/db/client.ts';
import { listClinicReferralPage } from '#server/db/repositories/clinic-referrals.ts';
import { SCAN_SHARING_STATUSES } from '#server/db/repositories/clinic-scan-access.ts';
import type { ClinicStaff } from '#server/services/clinics/assert-clinic-staff.ts';
import { toReferralPet } from './find-referral-pet.ts';

/** The caller's clinic inbox: referrals routed to it, newest routed first, one page. */
export async function listClinicReferrals(options: {
  db: Db;
  staff: ClinicStaff;
  query: TClinicReferralListQuery;
  now: Date;
}): Promise<TClinicReferralList> {
  const { partner } = options.staff;
  const { page, limit, status } = options.query;
  const { rows, total } = await listClinicReferralPage(options.db, {
    partnerId: partner.id,
    status,
    limit,
    offset: (page - 1) * limit,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      pet: toReferralPet(row, row, options.now),
      urgencyLevel: row.urgency_level,
      status: row.status,
      routedAt: row.routed_at,
      hasSharedScan:
        row.scan_id !== null &&
        Number(row.share_scan) === 1 &&
        (SCAN_SHARING_STATUSES as readonly string[]).includes(row.status),
    })),
    total,
    page,
    limit,
  };
}
