import type { TClinicStaffMember } from '#common/contracts/clinic-staff.ts';
import type { UserRow } from '#server/db/schema.ts';

/** A staff account as the clinic's team page shows it; 'invited' until a password is set from the invite. */
export function toStaffMember(row: UserRow, viewerId: string): TClinicStaffMember {
  return {
    id: row.id,
    email: row.email ?? '',
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.password_hash ? 'active' : 'invited',
    isYou: row.id === viewerId,
    createdAt: row.created_at,
  };
}
