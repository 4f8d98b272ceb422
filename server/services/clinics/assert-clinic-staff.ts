import type { Db } from '#server/db/client.ts';
import { findPartner, type PartnerRow } from '#server/db/repositories/vet-partners.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/** A signed-in clinic staff member and the clinic they work for. */
export interface ClinicStaff {
  user: UserRow;
  partner: PartnerRow;
}

/**
 * Who may act for a clinic (docs/product-rules.md#clinics): the `clinic` endpoints' guard
 * (server/plugins/endpoint-guards.ts) calls it once per request and hands the result to the
 * service, which scopes every id it touches to that clinic. It reads the partner on each call, so
 * a clinic that was deactivated or rejected, or staff moved off it, lose access at once.
 */
export async function assertClinicStaff(db: Db, user: UserRow | null): Promise<ClinicStaff> {
  if (user?.role !== 'vet' || !user.partner_id) throw new AppError('FORBIDDEN', 'Clinic staff only.');
  const partner = await findPartner(db, user.partner_id);
  if (!partner || !isClinicOpen(partner)) {
    throw new AppError('FORBIDDEN', "This clinic's PawSmile account is not active.");
  }
  return { user, partner };
}

/** An approved clinic that an admin has not deactivated; a paused one keeps its inbox. */
export function isClinicOpen(partner: Pick<PartnerRow, 'review_status' | 'status'>): boolean {
  return partner.review_status === 'approved' && partner.status !== 'inactive';
}
