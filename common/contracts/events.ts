import { z } from 'zod';
import { findPersonalData, scrubPagePath } from '../analytics-privacy.ts';
import { MAX_EVENTS_PER_BATCH } from '../event-limits.ts';
import { ZScanStatus, ZSeverity } from './scans.ts';
import { URGENCY_LEVELS } from './waitlist.ts';

/** The only analytics events there are (docs/product-rules.md#analytics-events). */
export const ANALYTICS_EVENTS = [
  'scan_started',
  'scan_completed',
  'guest_registration_shown',
  'guest_registration_completed',
  'vet_referral_submitted',
  'scan_shared',
  'shared_scan_viewed',
  'landing_page_scan',
  'vet_finder_used',
  'page_view',
] as const;
export type TAnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export { MAX_EVENTS_PER_BATCH };

export const SCAN_METHODS = ['upload', 'camera'] as const;
export const USER_TYPES = ['guest', 'starter', 'plus'] as const;
export const SHARE_PLATFORMS = ['link', 'twitter', 'facebook', 'whatsapp'] as const;
export const VET_FINDER_METHODS = ['gps', 'manual'] as const;

/** Any string is taken, then scrubbed: no query, no fragment, no e-mail, phone or id segments. */
const ZPagePath = z.string().max(2048).transform(scrubPagePath);

/**
 * Every property each event may carry, and what its value may be: all are closed sets but the page
 * path, which is scrubbed. A key not listed is refused (docs/product-rules.md#analytics-events).
 */
export const EVENT_PROPS = {
  scan_started: { method: z.enum(SCAN_METHODS), user_type: z.enum(USER_TYPES) },
  scan_completed: { severity: ZSeverity },
  guest_registration_shown: { severity: ZSeverity },
  guest_registration_completed: { severity: ZSeverity },
  vet_referral_submitted: { urgency_level: z.enum(URGENCY_LEVELS) },
  scan_shared: { platform: z.enum(SHARE_PLATFORMS) },
  shared_scan_viewed: { status: ZScanStatus, severity: ZSeverity },
  landing_page_scan: { method: z.enum(SCAN_METHODS) },
  vet_finder_used: { method: z.enum(VET_FINDER_METHODS) },
  page_view: { path: ZPagePath },
} as const satisfies Record<TAnalyticsEventName, z.ZodRawShape>;

/** What the web sends with each event (web/src/lib/analytics.ts is typed by it). */
export type TAnalyticsProps<E extends TAnalyticsEventName> = z.input<z.ZodObject<(typeof EVENT_PROPS)[E]>>;

/** The machine-readable code a contract issue carries when personal data is refused (server/errors.ts). */
export const PERSONAL_DATA_ISSUE = { errorCode: 'PERSONAL_DATA_REFUSED' } as const;

const ZRawPropValue = z.union([z.string().max(2048), z.number().finite(), z.boolean()], {
  error: 'A property value is a short text, a number or true/false',
});

/**
 * Props as sent, checked for personal data before the allowlist, so an e-mail address or phone
 * number is refused as such wherever it is put (key or value); page paths are scrubbed instead.
 */
function rawProps(scrubbedKeys: ReadonlySet<string>) {
  return z
    .record(z.string().max(40), ZRawPropValue)
    .refine((props) => Object.keys(props).length <= 10, 'At most 10 properties')
    .superRefine((props, ctx) => {
      for (const [key, value] of Object.entries(props)) {
        const found =
          findPersonalData(key) ??
          (typeof value === 'string' && !scrubbedKeys.has(key) ? findPersonalData(value) : null);
        if (found) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `Analytics never stores personal data: this looks like ${found}.`,
            params: PERSONAL_DATA_ISSUE,
          });
        }
      }
    });
}

function eventSchema<N extends TAnalyticsEventName>(name: N) {
  const shape = EVENT_PROPS[name];
  const scrubbedKeys = new Set(Object.keys(shape).filter((key) => key === 'path'));
  return z.object({
    name: z.literal(name),
    // Typed loosely here only so zod accepts the pipe; the allowlist below gives the output its shape.
    props: (rawProps(scrubbedKeys) as z.ZodType<Record<string, unknown>>)
      .pipe(
        z
          .strictObject(shape as z.ZodRawShape, {
            error: (issue) =>
              issue.code === 'unrecognized_keys'
                ? `${name} takes only ${Object.keys(shape).join(', ')}; not ${issue.keys.join(', ')}`
                : undefined,
          })
          .partial(),
      )
      .optional(),
  });
}

type EventSchema = ReturnType<typeof eventSchema>;
const [firstEvent, ...otherEvents] = ANALYTICS_EVENTS.map(eventSchema);

export const ZAnalyticsEvent = z.discriminatedUnion('name', [firstEvent as EventSchema, ...otherEvents], {
  error: (issue) => (issue.code === 'invalid_union' ? 'Unknown event name' : undefined),
});
/** One event as the web sends it. */
export type TAnalyticsEvent = {
  [E in TAnalyticsEventName]: { name: E; props?: TAnalyticsProps<E> };
}[TAnalyticsEventName];

export const ZEventsBatch = z.object({
  events: z.array(ZAnalyticsEvent).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type TEventsBatch = z.infer<typeof ZEventsBatch>;

/** POST /api/events answer (202): how many events were stored (none when tracking is refused). */
export const ZEventsAccepted = z.object({ accepted: z.number().int().min(0) });
export type TEventsAccepted = z.infer<typeof ZEventsAccepted>;
