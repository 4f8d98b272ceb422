import type { z } from 'zod';
import type { TPetScanList, ZPetScansQuery } from '#common/contracts/pets.ts';
import { isPlusStatus, STARTER_HISTORY_LIMIT } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { listVisiblePetScans } from '#server/db/repositories/scans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { decodeCursor, encodeCursor } from '#server/services/scans/scan-page-cursor.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';
import { findOwnPet } from './find-own-pet.ts';
import { requirePlus } from './require-plus.ts';

type Query = z.output<typeof ZPetScansQuery>;

/** The day after a YYYY-MM-DD, as the exclusive end of an inclusive date range (UTC). */
const dayAfterIso = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * GET /api/pets/:id/scans: a pet's complete history for Plus, paged by cursor and filtered by
 * status and date range; Starter sees the pet's latest few scans, like its dashboard, and the
 * page says so with an upgrade prompt (docs/product-rules.md#pets-and-plus).
 */
export async function listPetScans(options: {
  db: Db;
  user: UserRow;
  petId: string;
  query: Query;
}): Promise<TPetScanList> {
  const { db, user, petId, query } = options;
  await findOwnPet({ db, user, petId });
  if (!isPlusStatus(user.subscription_status)) {
    if (query.before || query.status || query.from || query.to)
      requirePlus(user, 'The complete, filterable history');
    const rows = await listVisiblePetScans(db, {
      userId: user.id,
      petId,
      limit: Math.min(query.limit, STARTER_HISTORY_LIMIT),
    });
    return { scans: rows.map(toScanResult), nextBefore: null, historyLimit: STARTER_HISTORY_LIMIT };
  }
  const rows = await listVisiblePetScans(db, {
    userId: user.id,
    petId,
    limit: query.limit + 1,
    before: query.before ? decodeCursor(query.before) : undefined,
    filter: {
      status: query.status,
      fromIso: query.from ? `${query.from}T00:00:00.000Z` : undefined,
      toIso: query.to ? dayAfterIso(query.to) : undefined,
    },
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextBefore = rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null;
  return { scans: page.map(toScanResult), nextBefore, historyLimit: null };
}
