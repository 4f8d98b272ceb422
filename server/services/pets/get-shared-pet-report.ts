import type { TReportScan, TSharedPetReport } from '#common/contracts/vet-report-links.ts';
import type { Db } from '#server/db/client.ts';
import { listPetEvents } from '#server/db/repositories/pet-events.ts';
import { findUserPet } from '#server/db/repositories/pets.ts';
import { markVetReportLinkOpened } from '#server/db/repositories/vet-report-links.ts';
import type { ScanRow, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { recordLinkView } from '#server/services/clinics/record-link-view.ts';
import { toScanResult } from '#server/services/scans/to-scan-result.ts';
import { findOpenVetReportLink } from './find-open-vet-report-link.ts';
import { reportEventsSinceDay } from './get-pet-report.ts';
import { listReportScans, toReportScanSummary } from './list-report-scans.ts';
import { toPet } from './to-pet.ts';

/** The photos a link may show: served by routes/vet-report-links.ts after the same link check. */
const mediaBase = (token: string) => `/media/vet-report/${token}`;

function toReportScan(row: ScanRow, token: string): TReportScan {
  const scan = toScanResult(row);
  // The report prints each photo 7rem wide: the 800 px copy is plenty, where the scan has one.
  const kind = row.medium_key ? 'medium' : 'photo';
  return {
    id: scan.id,
    createdAt: scan.createdAt,
    imageUrl: `${mediaBase(token)}/scans/${scan.id}/${kind}`,
    status: scan.status,
    severity: scan.severity,
    confidence: scan.confidence,
    gingivalIndex: scan.gingivalIndex,
    calculusIndex: scan.calculusIndex,
    gingivitisProbability: scan.gingivitisProbability,
    calculusProbability: scan.calculusProbability,
    findings: scan.findings,
  };
}

/**
 * GET /api/vet-report/:token: the pet's report as a vet with the link sees it, read-only, built
 * fresh on every request (a scan made after the link was sent shows up; a revoked link stops at once).
 * It carries nothing about the owner; opening it is noted for the owner's list of links. A signed-in
 * clinic user's read is logged for every scan it shows (services/clinics/record-link-view.ts).
 */
export async function getSharedPetReport(options: {
  db: Db;
  token: string;
  now?: Date;
  viewer?: UserRow | null;
}): Promise<TSharedPetReport> {
  const { db, token } = options;
  const now = options.now ?? new Date();
  const link = await findOpenVetReportLink({ db, token, now });
  const pet = await findUserPet(db, { petId: link.pet_id, userId: link.user_id });
  if (!pet) throw new AppError('NOT_FOUND', 'There is no vet report at this address.');
  const [choice, events] = await Promise.all([
    listReportScans(db, { userId: link.user_id, petId: link.pet_id, now }),
    listPetEvents(db, { petId: pet.id, sinceDay: reportEventsSinceDay(now) }),
    markVetReportLinkOpened(db, { linkId: link.id, nowIso: now.toISOString() }),
  ]);
  await recordLinkView(db, {
    viewer: options.viewer,
    scanIds: [...choice.cards, ...choice.rows].map((row) => row.id),
    kind: 'view',
    showsAnalyser: true,
  });
  const { name, species, breed, birthDate, isBirthDateEstimated, ageYears } = toPet(pet);
  return {
    pet: {
      name,
      species,
      breed,
      birthDate,
      isBirthDateEstimated,
      ageYears,
      photoUrl: pet.photo_key
        ? `${mediaBase(token)}/pet-photo?v=${encodeURIComponent(pet.photo_key.split('/').at(-1) ?? '')}`
        : null,
    },
    scans: choice.cards.map((row) => toReportScan(row, token)),
    ...toReportScanSummary(choice),
    events: events.map((row) => ({ kind: row.kind, occurredOn: row.occurred_on, note: row.note })),
    generatedAt: now.toISOString(),
    expiresAt: link.expires_at,
  };
}
