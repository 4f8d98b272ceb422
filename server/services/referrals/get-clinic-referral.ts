import { PRODUCT_NAME } from '#common/brand.ts';
import {
  CLINIC_TRANSITIONS,
  type TClinicReferralDetail,
  type TClinicReferralScan,
} from '#common/contracts/clinic-referrals.ts';
import type { Db } from '#server/db/client.ts';
import { type ClinicReferralRow, findClinicReferral } from '#server/db/repositories/clinic-referrals.ts';
import { listReferralChanges } from '#server/db/repositories/referrals.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import { AppError } from '#server/errors.ts';
import type { ClinicStaff } from '#server/services/clinics/assert-clinic-staff.ts';
import { clinicScanGrant } from '#server/services/clinics/clinic-scan-access.ts';
import { recordScanAccess } from '#server/services/clinics/record-scan-access.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';
import { toReferralPet } from './find-referral-pet.ts';
import { toHistoryItem } from './to-history-item.ts';

/** The same answer for a referral that is missing and one routed to another clinic. */
export const NOT_IN_INBOX = 'This referral is not in your clinic inbox.';

/**
 * One referral in the caller's clinic inbox (docs/product-rules.md#referral-inbox): the owner's
 * contact, the pet, the message, the history and, only when the owner shared it, the scan. Each
 * answer that includes the scan writes a scan_access_log row that marks the analyser's output as seen.
 */
export async function getClinicReferral(options: {
  db: Db;
  staff: ClinicStaff;
  referralId: string;
  now: Date;
}): Promise<TClinicReferralDetail> {
  const { staff } = options;
  const row = await findClinicReferral(options.db, { id: options.referralId, partnerId: staff.partner.id });
  if (!row) throw new AppError('NOT_FOUND', NOT_IN_INBOX);
  const [history, scan] = await Promise.all([
    listReferralChanges(options.db, row.id),
    sharedScan(options.db, staff, row),
  ]);
  return {
    id: row.id,
    status: row.status,
    urgencyLevel: row.urgency_level,
    createdAt: row.created_at,
    routedAt: row.routed_at,
    owner: { name: ownerName(row), email: row.email, location: row.location },
    pet: toReferralPet(row, row, options.now),
    concern: row.concern,
    scan,
    nextStatuses: [...CLINIC_TRANSITIONS[row.status]],
    // The clinic sees who of its own staff moved the referral; an admin's step is PawSmile's.
    history: history.map((change) => ({
      ...toHistoryItem(change),
      changedBy: Number(change.is_by_clinic) === 1 ? change.changed_by_email : PRODUCT_NAME,
    })),
  };
}

function ownerName(row: ClinicReferralRow): string | null {
  const name = [row.owner_first_name, row.owner_last_name].filter(Boolean).join(' ').trim();
  return name || null;
}

/** The scan, when the owner ticked "Share this scan with the clinic" and the grant still holds. */
async function sharedScan(
  db: Db,
  staff: ClinicStaff,
  row: ClinicReferralRow,
): Promise<TClinicReferralScan | null> {
  if (!row.scan_id || Number(row.share_scan) !== 1) return null;
  const scan = await findVisibleScan(db, row.scan_id);
  if (!scan) return null;
  const grant = await clinicScanGrant(db, { partnerId: staff.partner.id, scan });
  if (grant?.via !== 'referral') return null;
  await recordScanAccess(db, {
    viewer: staff.user,
    scanId: scan.id,
    purpose: 'referral',
    referralId: row.id,
    kind: 'view',
    showsAnalyser: true,
  });
  const result = toScanResult(scan);
  return {
    id: result.id,
    createdAt: result.createdAt,
    species: result.species,
    status: result.status,
    severity: result.severity,
    confidence: result.confidence,
    gingivalIndex: result.gingivalIndex,
    calculusIndex: result.calculusIndex,
    gingivitisProbability: result.gingivitisProbability,
    calculusProbability: result.calculusProbability,
    findings: result.findings,
    imageUrl: result.imageUrl,
    mediumImageUrl: result.mediumImageUrl,
    overlayUrl: result.overlayUrl,
  };
}
