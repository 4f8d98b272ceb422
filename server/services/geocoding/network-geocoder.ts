import type { GeoPoint } from './offline-geocoder.ts';

const TIMEOUT_MS = 3_000;

function toPoint(lat: unknown, lng: unknown): GeoPoint | null {
  const a = Number(lat);
  const b = Number(lng);
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}

/**
 * A Nominatim-compatible search endpoint (GEOCODER_URL, e.g. https://nominatim.example/search):
 * `?q=…&format=json&limit=1` answering `[{ lat, lon }]`; `{ lat, lng }` is accepted too.
 * Throws on a network failure or timeout so the caller can fall back to the offline geocoder.
 */
export async function geocodeWithNetwork(baseUrl: string, text: string): Promise<GeoPoint | null> {
  const url = new URL(baseUrl);
  url.searchParams.set('q', text);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const body: unknown = await response.json();
  const first = Array.isArray(body) ? body[0] : body;
  if (!first || typeof first !== 'object') return null;
  const record = first as Record<string, unknown>;
  return toPoint(record.lat, record.lon ?? record.lng);
}
