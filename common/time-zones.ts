/**
 * IANA time zones as the reminders use them (docs/product-rules.md#reminders). ICU, in browsers and
 * Node alike, still lists and resolves some zones by their old names (Asia/Calcutta for Asia/Kolkata,
 * Europe/Kiev for Europe/Kyiv), so every name goes through CANONICAL_NAMES: the owner sees, picks and
 * stores today's IANA name, whichever spelling the browser sent. A name is accepted when Intl resolves
 * it to one of Intl.supportedValuesOf('timeZone'). 'UTC' is the default and is accepted although
 * Node 20's list leaves it out.
 */
export const DEFAULT_TIME_ZONE = 'UTC';
export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * ICU's old names (CLDR keeps them as its ids) and the IANA names that replaced them: the 19 old
 * names in Node 20's and Chromium's lists (a browser in India saw only "Asia/Calcutta";
 * docs/product-rules.md#reminders).
 */
const CANONICAL_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Today's IANA name of a zone ICU may call by an old one; any other name unchanged. */
export function canonicalTimeZone(zone: string): string {
  return CANONICAL_NAMES[zone] ?? zone;
}

let supported: Set<string> | undefined;

/** Every zone this runtime knows by its IANA name, sorted, with UTC first: the settings page's choices. */
export function listTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone')
    .filter((zone) => zone !== DEFAULT_TIME_ZONE)
    .map(canonicalTimeZone);
  return [DEFAULT_TIME_ZONE, ...[...new Set(zones)].sort()];
}

export type TTimeZoneGroup = { region: string; zones: { value: string; label: string }[] };

/**
 * The zones by region for a grouped list ("Asia" → "Kolkata"), so 400 names are found by continent
 * and city instead of scrolled through. UTC is a group of its own, first.
 */
export function groupTimeZones(zones: string[]): TTimeZoneGroup[] {
  const groups = new Map<string, TTimeZoneGroup['zones']>();
  for (const zone of zones) {
    const [region, ...place] = zone.split('/');
    const label = (place.length > 0 ? place.join(' / ') : region).replaceAll('_', ' ');
    const key = place.length > 0 ? region : 'UTC';
    const members = groups.get(key) ?? [];
    members.push({ value: zone, label });
    groups.set(key, members);
  }
  return [...groups.entries()].map(([region, members]) => ({ region, zones: members }));
}

/** "Asia/Kolkata" → "Kolkata (Asia)": a zone named in a sentence. */
export function timeZoneLabel(zone: string): string {
  const [region, ...place] = zone.split('/');
  return place.length > 0 ? `${place.join(' / ').replaceAll('_', ' ')} (${region})` : zone;
}

/** The zone's stored name, or undefined when it is not a zone this runtime supports. */
export function toSupportedTimeZone(value: string): string | undefined {
  if (value.length === 0 || value.length > TIME_ZONE_MAX_LENGTH) return undefined;
  supported ??= new Set(listTimeZones());
  const named = canonicalTimeZone(value);
  if (supported.has(named)) return named;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  if (resolved === 'Etc/UTC' || resolved === 'Etc/GMT') return DEFAULT_TIME_ZONE;
  const canonical = canonicalTimeZone(resolved);
  return supported.has(canonical) ? canonical : undefined;
}
