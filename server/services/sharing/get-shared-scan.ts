import { type TSharedScan, ZSharedScan } from '#common/contracts/share.ts';
import type { Db } from '#server/db/client.ts';
import { isShareActive } from '#server/db/repositories/shares.ts';
import { toSharedScan } from '#server/services/scans/to-scan-result.ts';
import { findActiveShare, shareNotFound } from './find-active-share.ts';
import { type CachedSharedScan, sharedScanCacheOf } from './shared-scan-cache.ts';

/**
 * GET /api/share/:shareId: what a stranger with the link may see, and its JSON. The view is built
 * and checked against its contract once per link; every read still asks the database whether the
 * link is active, so a revoked link answers 404 from the next request on (shared-scan-cache.ts).
 */
export async function getSharedScanView(options: { db: Db; shareId: string }): Promise<CachedSharedScan> {
  const cache = sharedScanCacheOf(options.db);
  const cached = cache.get(options.shareId);
  if (cached) {
    if (await isShareActive(options.db, options.shareId)) return cached;
    cache.delete(options.shareId);
    throw shareNotFound();
  }
  const scan = ZSharedScan.parse(toSharedScan(await findActiveShare(options)));
  const view = { scan, json: JSON.stringify(scan) };
  cache.set(options.shareId, view);
  return view;
}

/** The shared view alone, for the share page's preview tags. */
export async function getSharedScan(options: { db: Db; shareId: string }): Promise<TSharedScan> {
  return (await getSharedScanView(options)).scan;
}
