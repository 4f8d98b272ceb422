import type { Db } from '#server/db/client.ts';
import { insertScanAccess } from '#server/db/repositories/scan-access-log.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import type { ClinicStaff } from './assert-clinic-staff.ts';

/**
 * Writes the audit row for a vet's view of an owner's scan (issue 22, "every view of an owner's scan
 * by a vet writes an audit row"): who, for which clinic, and through a referral or for grading.
 * The e-mail is kept as text so the row still says who after the account is removed.
 */
export async function recordScanAccess(
  db: Db,
  options: {
    staff: ClinicStaff;
    scanId: string;
    purpose: 'referral' | 'grading';
    referralId?: string | null;
  },
): Promise<void> {
  const { staff } = options;
  await insertScanAccess(db, {
    id: newId(),
    scan_id: options.scanId,
    viewer_user_id: staff.user.id,
    viewer_email: staff.user.email ?? staff.user.id,
    partner_id: staff.partner.id,
    referral_id: options.referralId ?? null,
    purpose: options.purpose,
    created_at: nowIso(),
  });
}
