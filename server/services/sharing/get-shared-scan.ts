import type { TSharedScan } from '#common/contracts/share.ts';
import type { Db } from '#server/db/client.ts';
import { toSharedScan } from '#server/services/scans/to-scan-result.ts';
import { findActiveShare } from './find-active-share.ts';

/** GET /api/share/:shareId: what a stranger with the link may see. */
export async function getSharedScan(options: { db: Db; shareId: string }): Promise<TSharedScan> {
  return toSharedScan(await findActiveShare(options));
}
