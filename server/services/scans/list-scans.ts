import type { TScanList, TScanListQuery } from '#common/contracts/scans.ts';
import { isPlusStatus, STARTER_HISTORY_LIMIT } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { listVisibleUserScans } from '#server/db/repositories/scans.ts';
import type { ScanRow, UserRow } from '#server/db/schema.ts';
import { decodeCursor, encodeCursor, isAfterCursor, type ScanCursor } from './scan-page-cursor.ts';
import { toScanResult } from './to-scan-result.ts';

/**
 * GET /api/scans: the member's own scans, newest first. Plus pages through all of them. Starter
 * sees its latest STARTER_HISTORY_LIMIT (docs/product-rules.md#plans-and-quotas): that window is
 * read first, without the cursor, and a cursor only pages inside it, so no cursor, hand-made or
 * not, reaches an older scan. A cursor is checked the same for both plans.
 */
export async function listScans(options: {
  db: Db;
  user: UserRow;
  query: TScanListQuery;
}): Promise<TScanList> {
  const { db, user, query } = options;
  const before = query.before === undefined ? undefined : decodeCursor(query.before);
  const isPlus = isPlusStatus(user.subscription_status);
  // One extra row tells whether another page exists without a count query.
  const rows = isPlus
    ? await listVisibleUserScans(db, { userId: user.id, limit: query.limit + 1, before })
    : await starterWindow(db, user.id, before);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextBefore = rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null;
  return { scans: page.map(toScanResult), nextBefore, historyLimit: isPlus ? null : STARTER_HISTORY_LIMIT };
}

async function starterWindow(db: Db, userId: string, before: ScanCursor | undefined): Promise<ScanRow[]> {
  const latest = await listVisibleUserScans(db, { userId, limit: STARTER_HISTORY_LIMIT });
  return before ? latest.filter((scan) => isAfterCursor(scan, before)) : latest;
}
