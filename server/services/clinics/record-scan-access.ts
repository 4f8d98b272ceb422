import type { Db } from '#server/db/client.ts';
import { insertScanAccess } from '#server/db/repositories/scan-access-log.ts';
import type { ScanAccessKind, ScanAccessLogTable, UserRow } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';

/**
 * Writes the audit row for an owner's scan, or one of its images, served to clinic staff
 * (docs/product-rules.md#vet-grading-and-consent): who, for which clinic, why (a referral, grading, or
 * an owner's link), what, and whether it carried the analyser's output, which is what makes that vet's
 * later grade of the scan not blind. The e-mail is kept as text so the row still says who after the
 * account is removed.
 */
export async function recordScanAccess(
  db: Db,
  options: {
    viewer: Pick<UserRow, 'id' | 'email' | 'partner_id'>;
    scanId: string;
    purpose: ScanAccessLogTable['purpose'];
    referralId?: string | null;
    kind: ScanAccessKind;
    showsAnalyser: boolean;
  },
): Promise<void> {
  const { viewer } = options;
  await insertScanAccess(db, {
    id: newId(),
    scan_id: options.scanId,
    viewer_user_id: viewer.id,
    viewer_email: viewer.email ?? viewer.id,
    partner_id: viewer.partner_id,
    referral_id: options.referralId ?? null,
    purpose: options.purpose,
    kind: options.kind,
    shows_analyser: options.showsAnalyser ? 1 : 0,
    created_at: nowIso(),
  });
}
