import type { TReferralCandidates } from '#common/contracts/referrals.ts';
import { SEARCH_RADIUS, type TDistanceUnit } from '#common/contracts/vet-partners.ts';
import type { Db } from '#server/db/client.ts';
import { findReferral } from '#server/db/repositories/referrals.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { type GeocodeLog, geocodeLocation } from '#server/services/geocoding/geocode-location.ts';
import { findPartners } from '#server/services/vet-partners/find-partners.ts';

const CANDIDATES = 20;
/** Wider than the owner's finder: an admin may route to a clinic a little further away when none is close. */
const ROUTING_RADIUS_FACTOR = 4;

/** Active partners for the admin to route an entry to, nearest first from the entry's location. */
export async function listReferralCandidates(options: {
  db: Db;
  user: UserRow | null;
  referralId: string;
  unit: TDistanceUnit;
  geocoderUrl?: string;
  log?: GeocodeLog;
}): Promise<TReferralCandidates> {
  assertAdmin(options.user);
  const { db, unit } = options;
  const entry = await findReferral(db, options.referralId);
  if (!entry) throw new AppError('NOT_FOUND', 'This referral no longer exists.');
  const origin = await geocodeLocation({
    text: entry.location,
    geocoderUrl: options.geocoderUrl,
    log: options.log,
  });
  const result = await findPartners({
    db,
    origin: origin ?? undefined,
    radius: SEARCH_RADIUS * ROUTING_RADIUS_FACTOR,
    unit,
    limit: CANDIDATES,
  });
  return { unit, isLocated: origin !== null, partners: result.partners };
}
