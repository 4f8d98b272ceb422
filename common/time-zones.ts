/**
 * IANA time zones as the reminders use them (docs/product-rules.md#reminders). Browsers and Node
 * name some zones differently (Asia/Kolkata or Asia/Calcutta, Etc/UTC or UTC), so a name is
 * accepted when Intl resolves it to one of Intl.supportedValuesOf('timeZone') and is stored in
 * that resolved form. 'UTC' is the default and is accepted although Node 20's list leaves it out.
 */
export const DEFAULT_TIME_ZONE = 'UTC';
export const TIME_ZONE_MAX_LENGTH = 64;

let supported: Set<string> | undefined;

/** Every zone this runtime knows, sorted, with UTC first: the settings page's choices. */
export function listTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIME_ZONE);
  return [DEFAULT_TIME_ZONE, ...zones.sort()];
}

/** The zone's stored name, or undefined when it is not a zone this runtime supports. */
export function toSupportedTimeZone(value: string): string | undefined {
  if (value.length === 0 || value.length > TIME_ZONE_MAX_LENGTH) return undefined;
  supported ??= new Set(listTimeZones());
  if (supported.has(value)) return value;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  if (resolved === 'Etc/UTC' || resolved === 'Etc/GMT') return DEFAULT_TIME_ZONE;
  return supported.has(resolved) ? resolved : undefined;
}
