import type { TPetReport } from '#common/contracts/pets.ts';
import type { Db } from '#server/db/client.ts';
import { listPetEvents } from '#server/db/repositories/pet-events.ts';
import type { UserRow } from '#server/db/schema.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';
import { findOwnPet } from './find-own-pet.ts';
import { listReportScans, toReportScanSummary } from './list-report-scans.ts';
import { requirePlus } from './require-plus.ts';
import { toPet } from './to-pet.ts';

/** Events older than this are history a vet can ask about; the page keeps to the last two years. */
const REPORT_EVENT_DAYS = 730;

/** The first day (YYYY-MM-DD) of the events a report made at `now` lists; the vet link's report uses it too. */
export const reportEventsSinceDay = (now: Date) =>
  new Date(now.getTime() - REPORT_EVENT_DAYS * 86_400_000).toISOString().slice(0, 10);

/**
 * GET /api/pets/:id/report (Plus): the data of the vet report: the pet, its scans as
 * list-report-scans.ts chooses them, and its logged cleanings and vet visits.
 */
export async function getPetReport(options: {
  db: Db;
  user: UserRow;
  petId: string;
  now?: Date;
}): Promise<TPetReport> {
  const { db, user, petId } = options;
  const now = options.now ?? new Date();
  requirePlus(user, 'The vet-ready report');
  const pet = await findOwnPet({ db, user, petId });
  const sinceDay = reportEventsSinceDay(now);
  const [choice, events] = await Promise.all([
    listReportScans(db, { userId: user.id, petId, now }),
    listPetEvents(db, { petId, sinceDay }),
  ]);
  return {
    pet: toPet(pet),
    scans: choice.cards.map(toScanResult),
    ...toReportScanSummary(choice),
    events: events.map((row) => ({
      id: row.id,
      kind: row.kind,
      occurredOn: row.occurred_on,
      note: row.note,
      createdAt: row.created_at,
    })),
    generatedAt: now.toISOString(),
  };
}
