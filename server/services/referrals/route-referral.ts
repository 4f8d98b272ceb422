import type { TReferralDetail } from '#common/contracts/referrals.ts';
import type { Db } from '#server/db/client.ts';
import { findReferral } from '#server/db/repositories/referrals.ts';
import { findPartner } from '#server/db/repositories/vet-partners.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { nowIso } from '#server/lib/time.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { clinicReferralNotice } from './clinic-referral-mail.ts';
import { commitReferralMove } from './commit-referral-move.ts';
import { findReferralPet } from './find-referral-pet.ts';
import { getReferralDetail } from './get-referral-detail.ts';
import { referralRouted } from './referral-mail.ts';

/** Referrals still open to (re)routing: before a visit is booked, or after the clinic declined. */
const ROUTABLE = ['pending', 'routed', 'contacted', 'declined'] as const;

/**
 * Routes a waitlist entry to an active partner (docs/product-rules.md#referrals):
 * the entry becomes `routed`, the owner is mailed the clinic's details, the clinic is mailed a link
 * to the referral in its inbox, and the history and audit log record who did it. Re-routing before
 * booking, or after the clinic declined, is allowed.
 */
export async function routeReferral(options: {
  db: Db;
  user: UserRow | null;
  referralId: string;
  partnerId: string;
  /** The app's public origin, for the link in the clinic's mail. */
  appUrl: string;
}): Promise<TReferralDetail> {
  assertAdmin(options.user);
  const admin = options.user;
  const { db, referralId, partnerId } = options;
  const [entry, partner] = await Promise.all([findReferral(db, referralId), findPartner(db, partnerId)]);
  if (!entry) throw new AppError('NOT_FOUND', 'This referral no longer exists.');
  if (partner?.status !== 'active') {
    throw new AppError('CONFLICT', 'Only an active partner can receive referrals.');
  }
  const from = entry.status;
  if (!(ROUTABLE as readonly string[]).includes(from)) {
    throw new AppError('CONFLICT', `A ${from} referral cannot be routed to another clinic.`);
  }
  const now = nowIso();
  const move = {
    referralId,
    from,
    changes: { status: 'routed' as const, partner_id: partner.id, routed_at: now },
    partner,
    note: `Routed to ${partner.business_name}`,
    by: admin,
    isByClinic: false,
    now,
    conflictMessage: 'This referral changed meanwhile. Reload and try again.',
    mails: [referralRouted(entry, partner)],
  };
  await commitReferralMove(db, move, async (trx) => {
    const pet = await findReferralPet(trx, entry);
    await enqueueEmail(trx, clinicReferralNotice({ entry, partner, pet, appUrl: options.appUrl }));
    await recordAudit(trx, {
      admin,
      action: 'referral.route',
      targetType: 'referral',
      targetId: referralId,
      summary: `Routed referral ${referralId.slice(0, 8)} to ${partner.business_name}`,
    });
  });
  return getReferralDetail({ db, user: admin, referralId });
}
