import { defineEndpoint } from '../endpoint.ts';
import { ZEventsAccepted, ZEventsBatch } from '../events.ts';

export const eventEndpoints = {
  /** Product analytics (docs/product-rules.md#analytics-events); a beacon's text/plain body is JSON too. */
  record: defineEndpoint({
    method: 'POST',
    path: '/api/events',
    access: 'public',
    body: ZEventsBatch,
    responses: { 202: ZEventsAccepted },
  }),
};
