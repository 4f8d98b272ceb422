import type { TSharedScan } from '#common/contracts/share.ts';
import type { Db } from '#server/db/client.ts';

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
 * entries here on revoke and delete only frees memory sooner. Oldest entry out first.
 */
export class SharedScanCache {
  private readonly entries = new Map<string, CachedSharedScan>();

  constructor(private readonly size = SHARED_SCAN_CACHE_SIZE) {}

  get(shareId: string): CachedSharedScan | undefined {
    const entry = this.entries.get(shareId);
    if (entry) {
      // Re-inserted, so the links read most stay in.
      this.entries.delete(shareId);
      this.entries.set(shareId, entry);
    }
    return entry;
  }

  set(shareId: string, entry: CachedSharedScan): void {
    this.entries.delete(shareId);
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(shareId, entry);
  }

  delete(shareId: string): void {
    this.entries.delete(shareId);
  }

  get count(): number {
    return this.entries.size;
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
