import { deletePartnerStaff, listPartnerStaff } from '#server/db/repositories/clinic-staff.ts';
import { deletePartner as deletePartnerRow } from '#server/db/repositories/vet-partners.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import { endStaffPlans, type StaffPlanDeps } from '#server/services/clinics/end-staff-plans.ts';

/**
 * Removes a partner. Referrals routed to it keep their history and recorded
 * commission; their partner link becomes empty (the foreign key sets it null).
 * Its staff accounts are deleted with it, sessions first, so access ends at once
 * (docs/product-rules.md#clinic-accounts); their grades stay, unattributed. A Plus plan a staff
 * account bought ends at the provider before the account goes.
 */
export async function deletePartner(
  options: StaffPlanDeps & { user: UserRow | null; partnerId: string },
): Promise<void> {
  assertAdmin(options.user);
  const admin = options.user;
  const team = await listPartnerStaff(options.db, options.partnerId);
  await endStaffPlans({ ...options, staffIds: team.map((member) => member.id) });
  await options.db.transaction().execute(async (trx) => {
    const staff = await deletePartnerStaff(trx, options.partnerId);
    const row = await deletePartnerRow(trx, options.partnerId);
    if (!row) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
    await recordAudit(trx, {
      admin,
      action: 'partner.delete',
      targetType: 'partner',
      targetId: row.id,
      summary: `Deleted partner ${row.business_name} (${row.city}, ${row.state})${
        staff > 0 ? ` and its ${staff} staff account${staff === 1 ? '' : 's'}` : ''
      }`,
    });
  });
}
