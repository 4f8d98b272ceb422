import type { TScanList, TScanListQuery } from '#common/contracts/scans.ts';
import { isPlusStatus, STARTER_HISTORY_LIMIT } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { listVisibleUserScans } from '#server/db/repositories/scans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { decodeCursor, encodeCursor } from './scan-page-cursor.ts';
import { toScanResult } from './to-scan-result.ts';

/** GET /api/scans: the member's own scans, newest first; Plus pages through all of them. */
export async function listScans(options: {
  db: Db;
  user: UserRow;
  query: TScanListQuery;
}): Promise<TScanList> {
  const { db, user, query } = options;
  if (!isPlusStatus(user.subscription_status)) {
    const rows = await listVisibleUserScans(db, {
      userId: user.id,
      limit: Math.min(query.limit, STARTER_HISTORY_LIMIT),
    });
    return { scans: rows.map(toScanResult), nextBefore: null, historyLimit: STARTER_HISTORY_LIMIT };
  }
  const before = query.before ? decodeCursor(query.before) : undefined;
  // One extra row tells whether another page exists without a count query.
  const rows = await listVisibleUserScans(db, { userId: user.id, limit: query.limit + 1, before });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextBefore = rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null;
  return { scans: page.map(toScanResult), nextBefore, historyLimit: null };
}
