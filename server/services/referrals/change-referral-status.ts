import {
  canMoveReferral,
  STATUSES_NEEDING_PARTNER,
  type TReferralDetail,
  type TReferralStatus,
} from '#common/contracts/referrals.ts';
import type { Db } from '#server/db/client.ts';
import { findReferral } from '#server/db/repositories/referrals.ts';
import { findPartner } from '#server/db/repositories/vet-partners.ts';
import type { ReferralTable, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { nowIso } from '#server/lib/time.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import { commitReferralMove } from './commit-referral-move.ts';
import { getReferralDetail } from './get-referral-detail.ts';
import { MAILED_STATUSES, referralStatusMail } from './referral-mail.ts';

/**
 * Moves a referral along its statuses (common/contracts/referrals.ts has the
 * allowed moves). Booking and completing need a routed partner; completing
 * records that partner's commission rate at that moment. The owner is mailed
 * each move after routing (referral-mail.ts MAILED_STATUSES). Sent with the status the page showed
 * (`fromStatus`), a move from a stale page answers 409, as the clinic's does.
 */
export async function changeReferralStatus(options: {
  db: Db;
  user: UserRow | null;
  referralId: string;
  status: TReferralStatus;
  /** The status the caller's page showed (optional for SPEC-era clients). */
  fromStatus?: TReferralStatus;
  note: string | null;
}): Promise<TReferralDetail> {
  assertAdmin(options.user);
  const admin = options.user;
  const { db, referralId, status, note } = options;
  const entry = await findReferral(db, referralId);
  if (!entry) throw new AppError('NOT_FOUND', 'This referral no longer exists.');
  const from = entry.status;
  if (options.fromStatus && options.fromStatus !== from) {
    throw new AppError('CONFLICT', `This referral is now ${from}; nothing was saved. Reload and try again.`);
  }
  if (!canMoveReferral(from, status)) {
    throw new AppError('CONFLICT', `A ${from} referral cannot become ${status}.`);
  }
  const partner = entry.partner_id ? await findPartner(db, entry.partner_id) : undefined;
  if (STATUSES_NEEDING_PARTNER.includes(status) && !partner) {
    throw new AppError('CONFLICT', 'Route this referral to a partner clinic first.');
  }
  const now = nowIso();
  const changes: Partial<ReferralTable> & { status: TReferralStatus } = { status };
  if (status === 'completed' && partner) {
    changes.commission_rate = partner.commission_rate;
    changes.completed_at = now;
  }
  // An admin's "contacted" before routing is the admin's own note, with no clinic to name.
  const isMailed =
    (MAILED_STATUSES as readonly string[]).includes(status) && (status !== 'contacted' || partner);
  const move = {
    referralId,
    from,
    changes,
    partner: partner ?? null,
    note,
    by: admin,
    isByClinic: false,
    now,
    conflictMessage: 'This referral changed meanwhile. Reload and try again.',
    mails: isMailed
      ? [
          referralStatusMail(
            { ...entry, partner_name: partner?.business_name ?? null },
            status as (typeof MAILED_STATUSES)[number],
          ),
        ]
      : [],
  };
  await commitReferralMove(db, move, (trx) =>
    recordAudit(trx, {
      admin,
      action: 'referral.status',
      targetType: 'referral',
      targetId: referralId,
      summary: `Referral ${referralId.slice(0, 8)}: ${from} → ${status}${
        status === 'completed' && partner
          ? ` (${partner.commission_rate}% commission, ${partner.business_name})`
          : ''
      }`,
    }),
  );
  return getReferralDetail({ db, user: admin, referralId });
}
