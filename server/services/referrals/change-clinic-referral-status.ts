import {
  canClinicMove,
  type TClinicMove,
  type TClinicReferralDetail,
} from '#common/contracts/clinic-referrals.ts';
import type { TReferralStatus } from '#common/contracts/referrals.ts';
import type { Db } from '#server/db/client.ts';
import { findClinicReferral } from '#server/db/repositories/clinic-referrals.ts';
import type { ReferralTable } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { nowIso } from '#server/lib/time.ts';
import type { ClinicStaff } from '#server/services/clinics/assert-clinic-staff.ts';
import { commitReferralMove } from './commit-referral-move.ts';
import { mailAdminsOfDecline } from './declined-referral-notice.ts';
import { getClinicReferral, NOT_IN_INBOX } from './get-clinic-referral.ts';
import { referralStatusMail } from './referral-mail.ts';

/** What happened to a referral while a colleague's page still showed it as it was. */
const NOW_IS: Record<TReferralStatus, string> = {
  pending: 'back with PawSmile',
  routed: 'routed to your clinic again',
  contacted: 'marked contacted',
  booked: 'marked booked',
  completed: 'marked completed',
  declined: 'declined',
  cancelled: 'closed by PawSmile',
};
const NOTHING_SAVED = 'Nothing was saved. Check it as it is now before your next step.';

/**
 * A clinic's move on a referral routed to it (docs/product-rules.md#referral-inbox): contacted,
 * booked, completed or declined. Applied only if the referral is still in the status the caller's
 * page showed (`fromStatus`) and still routed to this clinic, so a move from a stale page, or the
 * second of two staff clicking at once, hears 409. The history names the staff
 * member; the owner is mailed; completing records the clinic's commission rate at that moment, as
 * the admin's path does. A decline also mails the admins (or `adminNotify`), whose move it now is.
 */
export async function changeClinicReferralStatus(options: {
  db: Db;
  staff: ClinicStaff;
  referralId: string;
  status: TClinicMove;
  fromStatus: TReferralStatus;
  reason: string | null;
  now: Date;
  /** config.mail.adminNotify: the one address told of a decline instead of every admin. */
  adminNotify?: string;
  /** The app's origin (config.appUrl), for the link in the admins' notice. */
  appUrl?: string;
}): Promise<TClinicReferralDetail> {
  const { db, staff, referralId, status, reason } = options;
  const { user, partner } = staff;
  const entry = await findClinicReferral(db, { id: referralId, partnerId: partner.id });
  if (!entry) throw new AppError('NOT_FOUND', NOT_IN_INBOX);
  const from = entry.status;
  if (from !== options.fromStatus) {
    throw new AppError(
      'CONFLICT',
      `Someone changed this referral while you had it open: it is now ${NOW_IS[from]}. ${NOTHING_SAVED}`,
    );
  }
  if (!canClinicMove(from, status)) {
    throw new AppError('CONFLICT', `A ${from} referral cannot be marked ${status}.`);
  }
  const now = nowIso(options.now);
  const changes: Partial<ReferralTable> & { status: TReferralStatus } = { status };
  if (status === 'completed') {
    changes.commission_rate = partner.commission_rate;
    changes.completed_at = now;
  }
  const move = {
    referralId,
    from,
    changes,
    routedTo: partner.id,
    partner,
    note: reason,
    by: user,
    isByClinic: true,
    now,
    conflictMessage: `Someone changed this referral at the same moment. ${NOTHING_SAVED}`,
    mails: [referralStatusMail({ ...entry, partner_name: partner.business_name }, status)],
  };
  await commitReferralMove(db, move, async (trx) => {
    if (status !== 'declined') return;
    const { adminNotify, appUrl } = options;
    await mailAdminsOfDecline(trx, {
      entry,
      clinicName: partner.business_name,
      reason,
      at: now,
      adminNotify,
      appUrl,
    });
  });
  return getClinicReferral({ db, staff, referralId, now: options.now });
}
