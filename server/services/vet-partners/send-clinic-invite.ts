import type { TClinicInvite } from '#common/contracts/clinic-staff.ts';
import type { Db } from '#server/db/client.ts';
import { findPartner } from '#server/db/repositories/vet-partners.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import { isClinicOpen } from '#server/services/clinics/assert-clinic-staff.ts';
import { inviteClinicMember } from '#server/services/clinics/invite-clinic-member.ts';

/**
 * POST /api/vet-partners/:id/invite: the admin sends the clinic's contact address a new invite,
 * after an invite expired or once the contact e-mail was corrected (docs/product-rules.md#clinic-accounts).
 * Only an approved, not deactivated clinic: its staff could not sign in otherwise.
 */
export async function sendClinicInvite(options: {
  db: Db;
  user: UserRow | null;
  partnerId: string;
  appUrl: string;
}): Promise<TClinicInvite> {
  assertAdmin(options.user);
  const admin = options.user;
  const partner = await findPartner(options.db, options.partnerId);
  if (!partner) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
  if (!isClinicOpen(partner)) {
    throw new AppError('CONFLICT', 'Approve or activate this clinic before inviting its staff.');
  }
  return options.db.transaction().execute(async (trx) => {
    const invite = await inviteClinicMember(trx, { partner, email: partner.email, appUrl: options.appUrl });
    await recordAudit(trx, {
      admin,
      action: 'partner.invite',
      targetType: 'partner',
      targetId: partner.id,
      summary: `Clinic invite for ${partner.business_name}: ${invite.outcome}`,
    });
    return invite;
  });
}
