import type { TClinicStaffList } from '#common/contracts/clinic-staff.ts';
import type { Db } from '#server/db/client.ts';
import { listPartnerStaff } from '#server/db/repositories/clinic-staff.ts';
import type { ClinicStaff } from './assert-clinic-staff.ts';
import { toStaffMember } from './to-staff-member.ts';

/** GET /api/clinic/staff: the caller's own clinic's staff, never another clinic's. */
export async function listClinicStaff(options: { db: Db; staff: ClinicStaff }): Promise<TClinicStaffList> {
  const { user, partner } = options.staff;
  const rows = await listPartnerStaff(options.db, partner.id);
  return { clinicName: partner.business_name, staff: rows.map((row) => toStaffMember(row, user.id)) };
}
