import {
  FINDER_MAX_RESULTS,
  type TDistanceUnit,
  type TFinderResult,
  type TPublicPartner,
} from '#common/contracts/vet-partners.ts';
import type { Db } from '#server/db/client.ts';
import {
  listActiveInBox,
  listActivePartners,
  listActiveWithoutCoordinates,
} from '#server/db/repositories/vet-partners.ts';
import { boundingBox, distanceBetween, roundDistance } from './distance.ts';
import { toPublicPartner } from './to-partner.ts';

/**
 * The finder (docs/product-rules.md#vet-finder): only active partners. With a
 * location: those within `radius` (in the configured unit), nearest first,
 * then the active partners whose address could not be placed. Without one:
 * active partners by name.
 */
export async function findPartners(options: {
  db: Db;
  origin?: { lat: number; lng: number };
  radius: number;
  unit: TDistanceUnit;
  limit?: number;
}): Promise<TFinderResult> {
  const { db, origin, radius, unit } = options;
  const limit = options.limit ?? FINDER_MAX_RESULTS;
  if (!origin) {
    const rows = await listActivePartners(db, limit);
    return { unit, radius, origin: null, partners: rows.map((row) => toPublicPartner(row, null)) };
  }
  const candidates = await listActiveInBox(db, boundingBox(origin, radius, unit));
  const located: TPublicPartner[] = [];
  for (const row of candidates) {
    const exact = distanceBetween(origin, { lat: Number(row.latitude), lng: Number(row.longitude) }, unit);
    if (exact <= radius) located.push({ ...toPublicPartner(row, roundDistance(exact)), distance: exact });
  }
  located.sort(
    (a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.businessName.localeCompare(b.businessName),
  );
  const nearest = located.slice(0, limit).map((partner) => ({
    ...partner,
    distance: roundDistance(partner.distance ?? 0),
  }));
  const unplaced =
    nearest.length < limit ? await listActiveWithoutCoordinates(db, limit - nearest.length) : [];
  return {
    unit,
    radius,
    origin,
    partners: [...nearest, ...unplaced.map((row) => toPublicPartner(row, null))],
  };
}
