import type { TGradingScan } from '#common/contracts/clinic-grading.ts';
import { ZSpecies } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { findGradedAt, findScanSpecies } from '#server/db/repositories/vet-grades.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertClinicStaff } from './assert-clinic-staff.ts';
import { findGradableScan } from './find-gradable-scan.ts';
import { recordScanAccess } from './record-scan-access.ts';

/**
 * GET /api/clinic/grading/:scanId: the photo and the pet's species and date, and nothing the
 * analyser said (no grades, status, findings or overlay), so the vet's grade is blind. Every view
 * of an owner's scan by a vet writes an audit row (docs/product-rules.md#vet-grading-and-consent).
 */
export async function getGradingScan(options: {
  db: Db;
  user: UserRow | null;
  scanId: string;
}): Promise<TGradingScan> {
  const { db } = options;
  const staff = await assertClinicStaff(db, options.user);
  const { scan, grant } = await findGradableScan(db, { partnerId: staff.partner.id, scanId: options.scanId });
  await recordScanAccess(db, {
    staff,
    scanId: scan.id,
    purpose: 'grading',
    referralId: grant.via === 'referral' ? grant.referralId : null,
  });
  return {
    scanId: scan.id,
    species: ZSpecies.safeParse(await findScanSpecies(db, scan.id)).data ?? null,
    takenAt: scan.created_at,
    imageUrl: `/media/scans/${scan.id}/photo`,
    mediumImageUrl: scan.medium_key ? `/media/scans/${scan.id}/medium` : null,
    via: grant.via,
    gradedAt: await findGradedAt(db, { scanId: scan.id, vetUserId: staff.user.id }),
  };
}
