import type { TGrade, TGradeResult } from '#common/contracts/clinic-grading.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import { hasSeenAnalyserOutput } from '#server/db/repositories/scan-access-log.ts';
import { insertVetGrade } from '#server/db/repositories/vet-grades.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import type { ClinicStaff } from './assert-clinic-staff.ts';
import { findGradableScan } from './find-gradable-scan.ts';
import { recordScanAccess } from './record-scan-access.ts';
import { toGradeResult } from './to-grade-result.ts';

/**
 * POST /api/clinic/grading/:scanId: one grade per vet per scan, kept as given (a label that could be
 * edited after seeing the analyser's answer would no longer be blind). Only the answer reveals the
 * analyser's reading. A grade is stored as blind only if the access log holds no row that served this
 * vet any of the analyser's output for the scan (a referral view, the overlay, an owner's link); other
 * grades are kept as labels but left out of the agreement figures
 * (docs/product-rules.md#vet-grading-and-consent).
 */
export async function saveVetGrade(options: {
  db: Db;
  staff: ClinicStaff;
  scanId: string;
  grade: TGrade;
}): Promise<TGradeResult> {
  const { db } = options;
  const { user, partner } = options.staff;
  const { scan, grant } = await findGradableScan(db, { partnerId: partner.id, scanId: options.scanId });
  const { grade } = options;
  const isBlind = !(await hasSeenAnalyserOutput(db, { scanId: scan.id, viewerUserId: user.id }));
  const row = {
    id: newId(),
    scan_id: scan.id,
    partner_id: partner.id,
    vet_user_id: user.id,
    gingival_index: grade.gingivalIndex,
    calculus_index: grade.calculusIndex,
    gum_colour: grade.gumColour,
    is_usable: grade.isUsable ? 1 : 0,
    note: grade.note || null,
    is_blind: isBlind ? 1 : 0,
    created_at: nowIso(),
  };
  try {
    await insertVetGrade(db, row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(
      'CONFLICT',
      'You have already graded this scan. A grade cannot be changed once saved.',
    );
  }
  // The answer serves the analyser's reading, so it is logged like any other view that does.
  await recordScanAccess(db, {
    viewer: user,
    scanId: scan.id,
    purpose: 'grading',
    referralId: grant.via === 'referral' ? grant.referralId : null,
    kind: 'view',
    showsAnalyser: true,
  });
  return toGradeResult(scan, row);
}
