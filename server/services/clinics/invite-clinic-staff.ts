import type { TClinicInvite } from '#common/contracts/clinic-staff.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import { AppError } from '#server/errors.ts';
import type { ClinicStaff } from './assert-clinic-staff.ts';
import { inviteClinicMember } from './invite-clinic-member.ts';

/**
 * POST /api/clinic/staff: a staff member invites a colleague to their own clinic. The answer says
 * what happened (sent, already staff, or an existing account left alone) for the team page to show.
 */
export async function inviteClinicStaff(options: {
  db: Db;
  staff: ClinicStaff;
  email: string;
  appUrl: string;
}): Promise<TClinicInvite> {
  const { partner } = options.staff;
  try {
    return await options.db
      .transaction()
      .execute((trx) => inviteClinicMember(trx, { partner, email: options.email, appUrl: options.appUrl }));
  } catch (error) {
    // The address got an account between the look-up and the insert (a signup, or a second invite).
    if (isUniqueViolation(error)) {
      throw new AppError(
        'CONFLICT',
        'That address just got a PawSmile account. Reload the team list and try again.',
      );
    }
    throw error;
  }
}
