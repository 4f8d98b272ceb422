import { deletePartnerStaffMember, findPartnerStaffMember } from '#server/db/repositories/clinic-staff.ts';
import { AppError } from '#server/errors.ts';
import type { ClinicStaff } from './assert-clinic-staff.ts';
import { endStaffPlans, type StaffPlanDeps } from './end-staff-plans.ts';

/**
 * DELETE /api/clinic/staff/:id: deletes a colleague's staff account and its sessions in one
 * transaction, so their access ends with their next request. Only a member of the caller's own clinic
 * (another clinic's id is 404, as if it did not exist), and never the caller: a clinic always keeps
 * someone who can sign in. A Plus plan the account bought before staff were refused it ends at the
 * provider first, as account deletion does, so nobody is charged for a deleted account.
 */
export async function removeClinicStaff(
  options: StaffPlanDeps & { staff: ClinicStaff; staffId: string },
): Promise<void> {
  const { user, partner } = options.staff;
  if (options.staffId === user.id) {
    throw new AppError('FORBIDDEN', 'You cannot remove yourself. Ask a colleague at your clinic to do it.');
  }
  const member = await findPartnerStaffMember(options.db, partner.id, options.staffId);
  if (!member) throw new AppError('NOT_FOUND', "This staff member is not on your clinic's team.");
  await endStaffPlans({ ...options, staffIds: [member.id] });
  await options.db.transaction().execute(async (trx) => {
    const isDeleted = await deletePartnerStaffMember(trx, partner.id, member.id);
    if (!isDeleted) throw new AppError('NOT_FOUND', "This staff member is not on your clinic's team.");
  });
}
