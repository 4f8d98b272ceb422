import { CLINIC_INVITE_TTL_DAYS, type TClinicInvite } from '#common/contracts/clinic-staff.ts';
import type { Db } from '#server/db/client.ts';
import { findUserByEmail, insertUser } from '#server/db/repositories/users.ts';
import type { PartnerRow } from '#server/db/repositories/vet-partners.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { issueAuthToken } from '#server/services/auth/issue-auth-token.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { clinicInviteMail } from './clinic-invite-mail.ts';
import { describeInvite } from './describe-invite.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invites an address to a clinic's staff (docs/product-rules.md#clinic-accounts): a new 'vet'
 * account without a password and a single-use link to set one. An invited member who has not
 * accepted yet gets a fresh link (the old one stops working). An address that already has any
 * other account (owner, admin, another clinic's staff) is left alone: an account never changes
 * role or clinic silently, and the answer says so. Run inside the caller's transaction.
 */
export async function inviteClinicMember(
  db: Db,
  options: { partner: PartnerRow; email: string; appUrl: string },
): Promise<TClinicInvite> {
  const { partner, appUrl } = options;
  const email = options.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  const isOwnInvitee = existing?.role === 'vet' && existing.partner_id === partner.id;
  if (existing && !isOwnInvitee) return describeInvite('account_exists', email);
  if (existing?.password_hash) return describeInvite('already_staff', email);

  const userId = existing?.id ?? newId();
  if (!existing) {
    const now = nowIso();
    await insertUser(db, {
      id: userId,
      email,
      password_hash: null,
      first_name: null,
      last_name: null,
      role: 'vet',
      partner_id: partner.id,
      subscription_status: 'free',
      is_trial: 0,
      created_at: now,
      updated_at: now,
    });
  }
  const token = await issueAuthToken({
    db,
    userId,
    purpose: 'clinic_invite',
    ttlMs: CLINIC_INVITE_TTL_DAYS * DAY_MS,
  });
  const link = `${appUrl}/clinic/welcome?token=${token}`;
  await enqueueEmail(db, clinicInviteMail({ userId, to: email, clinicName: partner.business_name, link }));
  return describeInvite('sent', email);
}
