import type {
  SCAN_METHODS,
  TAnalyticsEvent,
  TAnalyticsEventName,
  TAnalyticsProps,
  USER_TYPES,
} from '#common/contracts/events.ts';
import { sendEvents } from '#web/api/events.ts';

/**
 * Product analytics events (docs/product-rules.md#analytics-events), batched to POST /api/events
 * (nothing is sent under Do Not Track or Global Privacy Control). Each event's properties are the
 * allowlist in common/contracts/events.ts, which the server enforces too.
 */
export type UserType = (typeof USER_TYPES)[number];
export type ScanMethod = (typeof SCAN_METHODS)[number];
export type AnalyticsEvent = TAnalyticsEventName;

export function track<E extends AnalyticsEvent>(event: E, props: TAnalyticsProps<E>): void {
  if (import.meta.env.DEV) console.debug('[analytics]', event, props);
  // TypeScript cannot narrow the union through the generic E; the signature above already ties props to event.
  sendEvents([{ name: event, props } as TAnalyticsEvent]);
}
