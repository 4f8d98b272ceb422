import type { TVetPartnerInputParsed, TVetRegistrationParsed } from '#common/contracts/vet-partners.ts';
import type { PartnerRow } from '#server/db/repositories/vet-partners.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import {
  type GeocodeLog,
  geocodeLocation,
  partnerAddressLine,
} from '#server/services/geocoding/geocode-location.ts';
import type { GeoPoint } from '#server/services/geocoding/offline-geocoder.ts';

type FormFields = TVetRegistrationParsed | TVetPartnerInputParsed;

/** The columns a registration or an admin form sets; hours are stored only when some day has text. */
export function formColumns(input: FormFields) {
  const hours = input.availabilityHours;
  const hasHours = hours && Object.values(hours).some(Boolean);
  return {
    business_name: input.businessName,
    contact_name: input.contactName,
    email: input.email,
    phone: input.phone ?? null,
    address: input.address,
    city: input.city,
    state: input.state,
    zip_code: input.zipCode,
    website_url: input.websiteUrl,
    services_offered: JSON.stringify(input.servicesOffered),
    specialties: JSON.stringify(input.specialties),
    availability_hours: hasHours ? JSON.stringify(hours) : null,
  } satisfies Partial<PartnerRow>;
}

/**
 * A new partner's row from a registration or an admin's form, placed on the map from its address;
 * `review` says how it starts (a pending application, or a partner an admin approved).
 */
export async function newPartnerRow(options: {
  input: FormFields;
  review: Pick<PartnerRow, 'commission_rate' | 'status' | 'review_status'>;
  geocoderUrl?: string;
  log?: GeocodeLog;
}): Promise<PartnerRow> {
  const columns = formColumns(options.input);
  const point = await geocodeLocation({
    text: partnerAddressLine(columns),
    geocoderUrl: options.geocoderUrl,
    log: options.log,
  });
  const now = nowIso();
  return {
    id: newId(),
    ...columns,
    ...coordinateColumns(point),
    ...options.review,
    rejection_reason: null,
    // An admin's own addition is reviewed as it is made.
    reviewed_at: options.review.review_status === 'approved' ? now : null,
    rating: null,
    user_ratings_total: null,
    place_id: null,
    created_at: now,
    updated_at: now,
  };
}

export function coordinateColumns(point: GeoPoint | null) {
  return { latitude: point?.lat ?? null, longitude: point?.lng ?? null };
}

/** Whether an edit moved the clinic, so its coordinates must be looked up again. */
export function addressChanged(before: PartnerRow, after: ReturnType<typeof formColumns>): boolean {
  return (
    before.address !== after.address ||
    before.city !== after.city ||
    before.state !== after.state ||
    before.zip_code !== after.zip_code
  );
}
