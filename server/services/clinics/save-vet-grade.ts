import type { TGrade, TGradeResult } from '#common/contracts/clinic-grading.ts';
import { ZScanStatus } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import { hasSeenReferralView, insertVetGrade } from '#server/db/repositories/vet-grades.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { assertClinicStaff } from './assert-clinic-staff.ts';
import { findGradableScan } from './find-gradable-scan.ts';

/**
 * POST /api/clinic/grading/:scanId: one grade per vet per scan, kept as given (a label that could be
 * edited after seeing the analyser's answer would no longer be blind). Only the answer reveals the
 * analyser's grades. A vet who opened the scan's referral view had seen the findings, so the grade is
 * stored as not blind and left out of the agreement figures (docs/product-rules.md#vet-grading-and-consent).
 */
export async function saveVetGrade(options: {
  db: Db;
  user: UserRow | null;
  scanId: string;
  grade: TGrade;
}): Promise<TGradeResult> {
  const { db } = options;
  const { user, partner } = await assertClinicStaff(db, options.user);
  const { scan } = await findGradableScan(db, { partnerId: partner.id, scanId: options.scanId });
  const { grade } = options;
  const isBlind = !(await hasSeenReferralView(db, { scanId: scan.id, vetUserId: user.id }));
  const createdAt = nowIso();
  try {
    await insertVetGrade(db, {
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
      created_at: createdAt,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(
      'CONFLICT',
      'You have already graded this scan. A grade cannot be changed once saved.',
    );
  }
  const status = ZScanStatus.parse(scan.status);
  return {
    scanId: scan.id,
    grade: { ...grade, isBlind, createdAt },
    analyser: {
      status,
      gingivalIndex: scan.gingival_index,
      calculusIndex: scan.calculus_index,
      wasRefused: status === 'unclear',
    },
  };
}
