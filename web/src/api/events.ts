import type { TAnalyticsEvent } from '#common/contracts/events.ts';
import { MAX_EVENTS_PER_BATCH } from '#common/event-limits.ts';
import { callEndpoint, endpointUrl } from './call-endpoint.ts';
import { eventEndpoints } from './endpoints/events.gen.ts';

/** A beacon takes a URL, not an endpoint. */
const EVENTS_URL = endpointUrl(eventEndpoints.record);
const FLUSH_DELAY_MS = 2000;
const FLUSH_AT_COUNT = 10;
/** If the API is unreachable for a long session, drop the oldest events rather than grow without bound. */
const MAX_QUEUED = 100;

let queue: TAnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let hasPageListeners = false;

/** Do Not Track and Global Privacy Control both mean: send nothing. */
function isTrackingRefused(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function post(events: TAnalyticsEvent[]): void {
  // text/plain keeps the beacon a "simple" request; the API parses it as JSON.
  if (typeof navigator.sendBeacon === 'function') {
    const json = JSON.stringify({ events });
    if (navigator.sendBeacon(EVENTS_URL, new Blob([json], { type: 'text/plain' }))) return;
  }
  // keepalive lets the request outlive the page, like a beacon; a lost analytics event is acceptable.
  void callEndpoint(eventEndpoints.record, { body: { events }, keepalive: true }).catch(() => undefined);
}

function flush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) post(queue.splice(0, MAX_EVENTS_PER_BATCH));
}

/** The page may never come back from being hidden (mobile tab switch, close), so send what is queued now. */
function listenForPageExit(): void {
  if (hasPageListeners || typeof window === 'undefined') return;
  hasPageListeners = true;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Queues analytics events and sends them in batches (every 2 s, at 10 events, or when the page is left). */
export function sendEvents(events: TAnalyticsEvent[]): void {
  if (events.length === 0 || isTrackingRefused()) return;
  listenForPageExit();
  queue = [...queue, ...events].slice(-MAX_QUEUED);
  if (queue.length >= FLUSH_AT_COUNT) {
    flush();
  } else if (timer === undefined) {
    timer = setTimeout(flush, FLUSH_DELAY_MS);
  }
}
