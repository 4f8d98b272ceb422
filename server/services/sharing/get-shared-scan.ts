import { type TSharedScan, ZSharedScan } from '#common/contracts/share.ts';
import type { Db } from '#server/db/client.ts';
import { isShareActive } from '#server/db/repositories/shares.ts';
import type { UserRow } from '#server/db/schema.ts';
import { recordLinkView } from '#server/services/clinics/record-link-view.ts';
import { toSharedScan } from '#server/services/scans/to-scan-result.ts';
import { findActiveShare, shareNotFound } from './find-active-share.ts';
import { type CachedSharedScan, sharedScanCacheOf } from './shared-scan-cache.ts';

/**
 * GET /api/share/:shareId: what a stranger with the link may see, and its JSON. The view is built
 * and checked against its contract once per link; every read still asks the database whether the
 * link is active, so a revoked link answers 404 from the next request on (shared-scan-cache.ts).
 * A signed-in clinic user's read is logged (services/clinics/record-link-view.ts).
 */
export async function getSharedScanView(options: {
  db: Db;
  shareId: string;
  viewer?: UserRow | null;
}): Promise<CachedSharedScan> {
  const view = await readSharedScanView(options);
  if (options.viewer?.role === 'vet') {
    // The cached view carries no scan id (a stranger must not learn it): read it for this one reader.
    const { id } = await findActiveShare(options);
    await recordLinkView(options.db, {
      viewer: options.viewer,
      scanIds: [id],
      kind: 'view',
      showsAnalyser: true,
    });
  }
  return view;
}

async function readSharedScanView(options: { db: Db; shareId: string }): Promise<CachedSharedScan> {
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
