import type { TGradingScan } from '#common/contracts/clinic-grading.ts';
import { ZSpecies } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { findScanSpecies, findVetGrade } from '#server/db/repositories/vet-grades.ts';
import type { ClinicStaff } from './assert-clinic-staff.ts';
import { findGradableScan } from './find-gradable-scan.ts';
import { recordScanAccess } from './record-scan-access.ts';
import { toGradeResult } from './to-grade-result.ts';

/**
 * GET /api/clinic/grading/:scanId: the photo and the pet's species and date, and nothing the
 * analyser said (no grades, status, findings or overlay) until this vet has graded it, so the grade
 * is blind; after that, their grade beside the analyser's reading. Every view of an owner's scan by a
 * vet writes an audit row, saying whether it carried the reading
 * (docs/product-rules.md#vet-grading-and-consent).
 */
export async function getGradingScan(options: {
  db: Db;
  staff: ClinicStaff;
  scanId: string;
}): Promise<TGradingScan> {
  const { db, staff } = options;
  const { scan, grant } = await findGradableScan(db, { partnerId: staff.partner.id, scanId: options.scanId });
  const grade = await findVetGrade(db, { scanId: scan.id, vetUserId: staff.user.id });
  await recordScanAccess(db, {
    viewer: staff.user,
    scanId: scan.id,
    purpose: 'grading',
    referralId: grant.via === 'referral' ? grant.referralId : null,
    kind: 'view',
    showsAnalyser: grade !== undefined,
  });
  return {
    scanId: scan.id,
    species: ZSpecies.safeParse(await findScanSpecies(db, scan.id)).data ?? null,
    takenAt: scan.created_at,
    imageUrl: `/media/scans/${scan.id}/photo`,
    mediumImageUrl: scan.medium_key ? `/media/scans/${scan.id}/medium` : null,
    via: grant.via,
    gradedAt: grade?.created_at ?? null,
    result: grade ? toGradeResult(scan, grade) : null,
  };
}
