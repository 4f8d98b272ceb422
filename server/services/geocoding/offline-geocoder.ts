import { createRequire } from 'node:module';
import { findCities } from './city-index.ts';

export interface GeoPoint {
  lat: number;
  lng: number;
}

interface ZipRecord {
  latitude: number;
  longitude: number;
}
const require = createRequire(import.meta.url);
type TZipcodes = { lookup(code: string): ZipRecord | undefined };
let zipcodes: TZipcodes | undefined;
/**
 * Loaded on the first lookup, not at boot: its table is 9 MB of JavaScript objects, which every
 * full garbage collection of a server that never geocodes would walk (docs/performance.md#scans: scan CPU).
 */
const zipcodeTable = (): TZipcodes => {
  zipcodes ??= require('zipcodes') as TZipcodes;
  return zipcodes;
};

const US_ZIP = /\b(\d{5})(?:-\d{4})?\b/g;
const CA_POSTAL = /\b([A-Za-z]\d[A-Za-z])(?: ?\d[A-Za-z]\d)?\b/;
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'.split(
    ' ',
  ),
);
/** GeoNames writes Canadian provinces as numbers. */
const CA_PROVINCES: Record<string, string> = {
  AB: '01',
  BC: '02',
  MB: '03',
  NB: '04',
  NL: '05',
  NS: '07',
  ON: '08',
  PE: '09',
  QC: '10',
  SK: '11',
  YT: '12',
  NT: '13',
  NU: '14',
};

function fromZipcodes(code: string): GeoPoint | null {
  const record = zipcodeTable().lookup(code);
  return record ? { lat: record.latitude, lng: record.longitude } : null;
}

/** A 5-digit US ZIP or a Canadian postal code (its first three characters) anywhere in the text; the last one wins. */
function lookupPostalCode(text: string): GeoPoint | null {
  const zips = [...text.matchAll(US_ZIP)].map((match) => match[1]);
  for (const zip of zips.reverse()) {
    const point = fromZipcodes(zip);
    if (point) return point;
  }
  const postal = CA_POSTAL.exec(text);
  return postal ? fromZipcodes(postal[1].toUpperCase()) : null;
}

function regionFilter(code: string | undefined): { region?: string; countries?: string[] } | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  if (US_STATES.has(upper)) return { region: upper, countries: ['US'] };
  if (CA_PROVINCES[upper]) return { region: CA_PROVINCES[upper], countries: ['CA'] };
  return undefined;
}

/** "Portland, OR", "Portland OR", "123 Main St, Portland, OR 97201", "Toronto": the city and its region. */
function lookupCity(text: string): GeoPoint | null {
  const parts = text
    .replace(US_ZIP, ' ')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  let region: string | undefined;
  const last = parts[parts.length - 1];
  if (/^[A-Za-z]{2}$/.test(last) && parts.length > 1) {
    region = last;
    parts.pop();
  } else {
    const trailing = /^(.*\S)\s+([A-Za-z]{2})$/.exec(last);
    if (trailing && regionFilter(trailing[2])) {
      region = trailing[2];
      parts[parts.length - 1] = trailing[1];
    }
  }
  const filter = regionFilter(region);
  // The city is usually the last remaining part; a street address comes before it.
  for (const name of [...parts].reverse()) {
    const matches = filter ? findCities(name, filter) : findCities(name);
    const preferred = filter ? matches : matches.filter((city) => ['US', 'CA'].includes(city.country));
    const best = preferred[0] ?? matches[0];
    if (best) return { lat: best.lat, lng: best.lng };
  }
  return null;
}

/**
 * The embedded geocoder: ZIP and postal codes through `zipcodes`, city names
 * through GeoNames. It places a ZIP's or a city's centre, not a street address.
 */
export function geocodeOffline(text: string): GeoPoint | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return lookupPostalCode(trimmed) ?? lookupCity(trimmed);
}
