import type { TClinicInvite } from '#common/contracts/clinic-staff.ts';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertClinicStaff } from './assert-clinic-staff.ts';
import { inviteClinicMember } from './invite-clinic-member.ts';

/**
 * POST /api/clinic/staff: a staff member invites a colleague to their own clinic. The answer says
 * what happened (sent, already staff, or an existing account left alone) for the team page to show.
 */
export async function inviteClinicStaff(options: {
  db: Db;
  user: UserRow | null;
  email: string;
  appUrl: string;
}): Promise<TClinicInvite> {
  const { partner } = await assertClinicStaff(options.db, options.user);
  return options.db
    .transaction()
    .execute((trx) => inviteClinicMember(trx, { partner, email: options.email, appUrl: options.appUrl }));
}
