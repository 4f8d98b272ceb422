import { CLINIC_INVITE_TTL_DAYS, type TClinicInvite } from '#common/contracts/clinic-staff.ts';

/** The sentence the admin (on approval) or the clinic (on its team page) reads about one invite. */
export function describeInvite(outcome: TClinicInvite['outcome'], email: string): TClinicInvite {
  const message = {
    sent: `We sent an invite to ${email}. The link works once, for ${CLINIC_INVITE_TTL_DAYS} days.`,
    already_staff: `${email} already signs in for this clinic; no invite was needed.`,
    account_exists: `${email} already has a PawSmile account that is not this clinic's, so no invite was sent and that account was left as it is. Use another address for this clinic's staff account.`,
  }[outcome];
  return { outcome, email, message };
}
