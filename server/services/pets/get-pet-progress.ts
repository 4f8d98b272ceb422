import type { TPetProgress } from '#common/contracts/pets.ts';
import type { Db } from '#server/db/client.ts';
import { listPetEvents } from '#server/db/repositories/pet-events.ts';
import { listVisiblePetScans } from '#server/db/repositories/scans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';
import { findOwnPet } from './find-own-pet.ts';
import { requirePlus } from './require-plus.ts';
import { toPetEvent } from './to-pet-event.ts';

/** The chart draws at most this many scans: years of weekly scans, still a readable line. */
export const PROGRESS_MAX_POINTS = 500;

/**
 * GET /api/pets/:id/progress (Plus): the gingival and calculus index of every graded scan and the
 * probabilities they were cut from (the chart plots those), oldest first, with the owner's logged
 * events to mark on the chart. Unclear photos carry no index and are left out.
 */
export async function getPetProgress(options: {
  db: Db;
  user: UserRow;
  petId: string;
}): Promise<TPetProgress> {
  const { db, user, petId } = options;
  requirePlus(user, 'Progress tracking');
  await findOwnPet({ db, user, petId });
  const [rows, events] = await Promise.all([
    listVisiblePetScans(db, { userId: user.id, petId, limit: PROGRESS_MAX_POINTS }),
    listPetEvents(db, { petId }),
  ]);
  const points = rows
    .map(toScanResult)
    .filter((scan) => scan.status !== 'unclear')
    .reverse()
    .map((scan) => ({
      scanId: scan.id,
      createdAt: scan.createdAt,
      status: scan.status,
      gingivalIndex: scan.gingivalIndex,
      calculusIndex: scan.calculusIndex,
      gingivitisProbability: scan.gingivitisProbability,
      calculusProbability: scan.calculusProbability,
    }));
  return { points, events: events.map(toPetEvent) };
}
