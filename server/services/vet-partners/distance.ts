import type { TDistanceUnit } from '#common/contracts/vet-partners.ts';
import type { BoundingBox } from '#server/db/repositories/vet-partners.ts';

/** Mean earth radius in each unit; distances are computed and labelled in the same one (docs/product-rules.md#vet-finder). */
export const EARTH_RADIUS: Record<TDistanceUnit, number> = { mi: 3958.8, km: 6371.0 };

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in `unit`. */
export function distanceBetween(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
  unit: TDistanceUnit,
): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS[unit] * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const roundDistance = (value: number) => Math.round(value * 10) / 10;

/**
 * The latitude/longitude box holding every point within `radius` of the
 * origin (a little larger, never smaller). Near a pole the box spans all
 * longitudes; across the antimeridian it comes back with minLng > maxLng.
 */
export function boundingBox(
  origin: { lat: number; lng: number },
  radius: number,
  unit: TDistanceUnit,
): BoundingBox {
  const angular = radius / EARTH_RADIUS[unit];
  const latDelta = (angular * 180) / Math.PI;
  const minLat = Math.max(-90, origin.lat - latDelta);
  const maxLat = Math.min(90, origin.lat + latDelta);
  if (minLat <= -90 || maxLat >= 90) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const lngDelta = (Math.asin(Math.min(1, Math.sin(angular) / Math.cos(rad(origin.lat)))) * 180) / Math.PI;
  if (lngDelta >= 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  let minLng = origin.lng - lngDelta;
  let maxLng = origin.lng + lngDelta;
  if (minLng < -180) minLng += 360;
  if (maxLng > 180) maxLng -= 360;
  return { minLat, maxLat, minLng, maxLng };
}
