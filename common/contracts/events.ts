import { z } from 'zod';
import { MAX_EVENTS_PER_BATCH } from '../event-limits.ts';

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

/**
 * Short, non-identifying values only; keys that could carry personal data are
 * refused. Matched per snake_case word, so 'platform' is fine and 'user_email' is not.
 */
const PERSONAL_WORDS = new Set([
  'email',
  'mail',
  'name',
  'phone',
  'address',
  'ip',
  'location',
  'lat',
  'lng',
  'lon',
  'latitude',
  'longitude',
  'token',
  'password',
]);
const isPersonalKey = (key: string) => key.split('_').some((word) => PERSONAL_WORDS.has(word));
const ZPropValue = z.union([z.string().max(100), z.number().finite(), z.boolean()]);

export const ZAnalyticsEvent = z.object({
  name: z.enum(ANALYTICS_EVENTS, { error: 'Unknown event name' }),
  props: z
    .record(
      z
        .string()
        .max(40)
        .regex(/^[a-z_]+$/, 'Property names are snake_case')
        .refine((key) => !isPersonalKey(key), {
          message: 'Personal data is not accepted in analytics',
        }),
      ZPropValue,
    )
    .refine((props) => Object.keys(props).length <= 10, 'At most 10 properties')
    .optional(),
});
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;

export const ZEventsBatch = z.object({
  events: z.array(ZAnalyticsEvent).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type TEventsBatch = z.infer<typeof ZEventsBatch>;

/** POST /api/events answer (202): how many events were stored (none when tracking is refused). */
export const ZEventsAccepted = z.object({ accepted: z.number().int().min(0) });
export type TEventsAccepted = z.infer<typeof ZEventsAccepted>;
