import { ZAnalyticsEvent } from '#common/contracts/events.ts';

/**
 * An event's stored props (JSON) as the contract would accept them today: each property kept only
 * if its event lists it and its value passes (a page path comes back scrubbed), so props stored
 * before the per-event allowlist lose any e-mail address, phone number or id.
 */
export function scrubStoredProps(name: string, propsJson: string): string {
  let props: unknown;
  try {
    props = JSON.parse(propsJson);
  } catch {
    return '{}';
  }
  if (typeof props !== 'object' || props === null || Array.isArray(props)) return '{}';
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    const parsed = ZAnalyticsEvent.safeParse({ name, props: { [key]: value } });
    const scrubbed = parsed.success ? parsed.data.props?.[key] : undefined;
    if (scrubbed !== undefined) kept[key] = scrubbed;
  }
  return JSON.stringify(kept);
}
