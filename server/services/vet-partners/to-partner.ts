import type { TAdminPartner, TPublicPartner } from '#common/contracts/vet-partners.ts';
import type { PartnerRow } from '#server/db/repositories/vet-partners.ts';

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function parseHours(json: string | null): Record<string, string | null> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, string | null>) : null;
  } catch {
    return null;
  }
}

const coordinate = (value: number | null) => (value === null ? null : Number(value));

function common(row: PartnerRow) {
  return {
    id: row.id,
    businessName: row.business_name,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    websiteUrl: row.website_url,
    servicesOffered: parseList(row.services_offered),
    specialties: parseList(row.specialties),
    availabilityHours: parseHours(row.availability_hours),
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    rating: row.rating === null ? null : Number(row.rating),
    userRatingsTotal: row.user_ratings_total,
    placeId: row.place_id,
  };
}

export function toPublicPartner(row: PartnerRow, distance: number | null): TPublicPartner {
  return { ...common(row), distance };
}

export function toAdminPartner(row: PartnerRow): TAdminPartner {
  return {
    ...common(row),
    contactName: row.contact_name,
    email: row.email,
    commissionRate: Number(row.commission_rate),
    status: row.status,
    reviewStatus: row.review_status,
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
