import { ZFinding, ZProduct, ZScanStatus, ZSeverity } from '#common/contracts/scans.ts';
import { SHARE_ID_PATTERN, type TSharedScan } from '#common/contracts/share.ts';
import type { Db } from '#server/db/client.ts';
import { findSharedScan } from '#server/db/repositories/shares.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

export const SHARED_NOT_FOUND = 'This shared scan link is invalid or has been removed.';

/** The shared row, or a 404 for malformed, unknown and revoked ids alike. */
export async function findActiveShare(db: Db, shareId: string): Promise<ScanRow> {
  const scan = SHARE_ID_PATTERN.test(shareId) ? await findSharedScan(db, shareId) : undefined;
  if (!scan) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND);
  return scan;
}

/** What a stranger with the link may see: the result and photo, nothing about the owner. */
export async function getSharedScan(options: { db: Db; shareId: string }): Promise<TSharedScan> {
  const scan = await findActiveShare(options.db, options.shareId);
  const base = `/media/share/${options.shareId}`;
  return {
    createdAt: scan.created_at,
    imageUrl: `${base}/photo`,
    overlayUrl: scan.overlay_key ? `${base}/overlay` : null,
    status: ZScanStatus.parse(scan.status),
    severity: ZSeverity.parse(scan.severity ?? 'normal'),
    confidence: scan.confidence ?? 0,
    findings: ZFinding.array().parse(JSON.parse(scan.findings ?? '[]')),
    advice: scan.advice ?? '',
    products: ZProduct.array().parse(JSON.parse(scan.products ?? '[]')),
  };
}
