import type { Db } from '#server/db/client.ts';
import { findSharedReferralId, ownerAllowsResearch } from '#server/db/repositories/clinic-scan-access.ts';
import type { ScanRow } from '#server/db/schema.ts';
import type { ScanMediaKind } from '#server/services/scans/scan-storage-keys.ts';

/**
 * Why a clinic may see an owner's scan (docs/product-rules.md#clinics), or null:
 * - 'referral': the owner shared it with this clinic when asking for the referral routed here; the
 *   clinic then sees all of it (photo, overlay, findings);
 * - 'consent': the owner lets partner vets grade their pets' photos; the clinic sees the photo only,
 *   so grading stays blind to the analyser's result, and a vet sees the reading once they graded.
 */
export type ClinicScanGrant = { via: 'referral'; referralId: string } | { via: 'consent' };

export async function clinicScanGrant(
  db: Db,
  options: { partnerId: string; scan: Pick<ScanRow, 'id' | 'user_id'> },
): Promise<ClinicScanGrant | null> {
  const referralId = await findSharedReferralId(db, {
    scanId: options.scan.id,
    partnerId: options.partnerId,
  });
  if (referralId) return { via: 'referral', referralId };
  return (await ownerAllowsResearch(db, options.scan.user_id)) ? { via: 'consent' } : null;
}

/**
 * The stored files a grant opens. The overlay shows the analyser's findings, so a consent grant opens
 * it only to a vet who has graded the scan (the reveal after saving); a shared referral opens it always,
 * and the access log then marks that vet's later grade as not blind.
 */
export function mediaKindsFor(
  grant: ClinicScanGrant,
  options: { hasGraded: boolean },
): readonly ScanMediaKind[] {
  return grant.via === 'referral' || options.hasGraded
    ? ['photo', 'medium', 'overlay', 'thumb']
    : ['photo', 'medium', 'thumb'];
}

/** Of a scan's images, only the overlay carries the analyser's output (the lines it drew). */
export function isAnalyserMedia(kind: ScanMediaKind): boolean {
  return kind === 'overlay';
}
