import type { TSharedScan } from '#common/contracts/share.ts';
import type { Db } from '#server/db/client.ts';
import { LruCache } from '#server/lib/lru-cache.ts';

/** Enough for the links being passed around at once; each entry is a few KB. */
export const SHARED_SCAN_CACHE_SIZE = 1000;

/** A shared scan as the API sends it: checked against its contract once, serialised once. */
export interface CachedSharedScan {
  scan: TSharedScan;
  json: string;
}

/**
 * What a share link shows, kept in memory (docs/performance.md#public-reads: the full row read, its JSON
 * columns and the response check were most of a public read's CPU). A finished scan's result never changes,
 * so an entry can only go stale by the link ending: revoked, the scan or the account deleted. An entry is
 * therefore served only after the database says the link is still active (get-shared-scan.ts), which
 * keeps revocation immediate and the app servers stateless (any instance may revoke). Removing
 * entries here on revoke and delete only frees memory sooner. Least recently read out first.
 */
export class SharedScanCache extends LruCache<CachedSharedScan> {
  constructor(size = SHARED_SCAN_CACHE_SIZE) {
    super(size);
  }
}

/** One cache per database handle, as statements are (server/db/prepared-query.ts). */
const cacheByDb = new WeakMap<Db, SharedScanCache>();

export function sharedScanCacheOf(db: Db): SharedScanCache {
  let cache = cacheByDb.get(db);
  if (!cache) {
    cache = new SharedScanCache();
    cacheByDb.set(db, cache);
  }
  return cache;
}
