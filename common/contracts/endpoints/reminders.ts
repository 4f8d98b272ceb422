import { defineEndpoint } from '../endpoint.ts';
import {
  ZOneClickQuery,
  ZUnsubscribeLink,
  ZUnsubscribeQuery,
  ZUnsubscribeRequest,
  ZUnsubscribeResult,
} from '../reminders.ts';

/**
 * The unsubscribe link in every reminder mail: its token is the only credential, and it can only
 * turn reminders off (docs/product-rules.md#reminders). The member's settings are in ./account.ts.
 */
export const reminderEndpoints = {
  /** Reading the link changes nothing: mail filters' link scanners fetch links. */
  unsubscribeLink: defineEndpoint({
    method: 'GET',
    path: '/api/reminders/unsubscribe',
    access: 'public',
    query: ZUnsubscribeQuery,
    responses: { 200: ZUnsubscribeLink },
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/reminders/unsubscribe',
    access: 'public',
    body: ZUnsubscribeRequest,
    responses: { 200: ZUnsubscribeResult },
  }),
  /** RFC 8058 one-click from a mail program: a form body "List-Unsubscribe=One-Click", not read. */
  oneClick: defineEndpoint({
    method: 'POST',
    path: '/api/reminders/one-click',
    access: 'public',
    query: ZOneClickQuery,
    responses: { 200: ZUnsubscribeResult },
  }),
};
