import {
  canMoveReferral,
  STATUSES_NEEDING_PARTNER,
  type TReferralDetail,
  type TReferralStatus,
} from '#common/contracts/referrals.ts';
import type { Db } from '#server/db/client.ts';
import { findReferral, insertReferralChange, updateReferralIf } from '#server/db/repositories/referrals.ts';
import { findPartner } from '#server/db/repositories/vet-partners.ts';
import type { UserRow, WaitlistTable } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { getReferralDetail } from './get-referral-detail.ts';
import { MAILED_STATUSES, referralStatusMail } from './referral-mail.ts';

/**
 * Moves a referral along its statuses (common/contracts/referrals.ts has the
 * allowed moves). Booking and completing need a routed partner; completing
 * records that partner's commission rate at that moment. The owner is mailed
 * each move after routing (referral-mail.ts MAILED_STATUSES).
 */
export async function changeReferralStatus(options: {
  db: Db;
  user: UserRow | null;
  referralId: string;
  status: TReferralStatus;
  note: string | null;
}): Promise<TReferralDetail> {
  assertAdmin(options.user);
  const admin = options.user;
  const { db, referralId, status, note } = options;
  const entry = await findReferral(db, referralId);
  if (!entry) throw new AppError('NOT_FOUND', 'This referral no longer exists.');
  const from = entry.status;
  if (!canMoveReferral(from, status)) {
    throw new AppError('CONFLICT', `A ${from} referral cannot become ${status}.`);
  }
  const partner = entry.partner_id ? await findPartner(db, entry.partner_id) : undefined;
  if (STATUSES_NEEDING_PARTNER.includes(status) && !partner) {
    throw new AppError('CONFLICT', 'Route this referral to a partner clinic first.');
  }
  const now = nowIso();
  const changes: Partial<WaitlistTable> = { status };
  if (status === 'completed' && partner) {
    changes.commission_rate = partner.commission_rate;
    changes.completed_at = now;
  }
  await db.transaction().execute(async (trx) => {
    const isMoved = await updateReferralIf(trx, referralId, from, changes);
    if (!isMoved) throw new AppError('CONFLICT', 'This referral changed meanwhile. Reload and try again.');
    await insertReferralChange(trx, {
      id: newId(),
      waitlist_id: referralId,
      from_status: from,
      to_status: status,
      partner_id: partner?.id ?? null,
      partner_name: partner?.business_name ?? null,
      note,
      changed_by_user_id: admin.id,
      changed_by_email: admin.email ?? admin.id,
      created_at: now,
    });
    // An admin's "contacted" before routing is the admin's own note, with no clinic to name.
    if ((MAILED_STATUSES as readonly string[]).includes(status) && (status !== 'contacted' || partner)) {
      await enqueueEmail(
        trx,
        referralStatusMail(
          { ...entry, partner_name: partner?.business_name ?? null },
          status as (typeof MAILED_STATUSES)[number],
        ),
      );
    }
    await recordAudit(trx, {
      admin,
      action: 'referral.status',
      targetType: 'referral',
      targetId: referralId,
      summary: `Referral ${referralId.slice(0, 8)}: ${from} → ${status}${
        status === 'completed' && partner
          ? ` (${partner.commission_rate}% commission, ${partner.business_name})`
          : ''
      }`,
    });
  });
  return getReferralDetail({ db, user: admin, referralId });
}
