import { sendEvents } from '#web/api/events.ts';

/**
 * Product analytics events (docs/product-rules.md#analytics-events), batched to POST /api/events
 * (nothing is sent under Do Not Track or Global Privacy Control).
 */
export type UserType = 'guest' | 'starter' | 'plus';
export type ScanMethod = 'upload' | 'camera';

type EventProps = Record<string, string | number | boolean>;

/** Events with a fixed payload; the rest of the list takes free-form props until their features land. */
interface KnownEvents {
  scan_started: { method: ScanMethod; user_type: UserType };
  scan_completed: { severity: string };
  landing_page_scan: { method: ScanMethod };
}

export type AnalyticsEvent =
  | keyof KnownEvents
  | 'guest_registration_shown'
  | 'guest_registration_completed'
  | 'vet_referral_submitted'
  | 'scan_shared'
  | 'shared_scan_viewed'
  | 'vet_finder_used'
  | 'page_view';

type PropsFor<E extends AnalyticsEvent> = E extends keyof KnownEvents ? KnownEvents[E] : EventProps;

export function track<E extends AnalyticsEvent>(event: E, props: PropsFor<E>): void {
  const eventProps: EventProps = props;
  if (import.meta.env.DEV) console.debug('[analytics]', event, eventProps);
  sendEvents([{ name: event, props: eventProps }]);
}
