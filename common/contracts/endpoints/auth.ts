import {
  ZAuthResponse,
  ZDemoRequest,
  ZDemoResponse,
  ZLoginRequest,
  ZSession,
  ZSignupRequest,
  ZUser,
} from '../auth.ts';
import { defineEndpoint, optionalBody } from '../endpoint.ts';

/** Signing up, in and out (docs/product-rules.md#accounts-and-sessions). */
export const authEndpoints = {
  /** Kept for API clients; the web asks `session`, which answers a guest without a 401. */
  user: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user',
    access: 'member',
    responses: { 200: ZUser },
  }),
  /** The signed-in user, or `user: null` for a guest. */
  session: defineEndpoint({
    method: 'GET',
    path: '/api/auth/session',
    access: 'public',
    responses: { 200: ZSession },
  }),
  signup: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    body: ZSignupRequest,
    responses: { 201: ZAuthResponse },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: ZLoginRequest,
    responses: { 200: ZAuthResponse },
  }),
  /** A Starter trial account for the caller (201), or the caller's own when they already have one (200). */
  demo: defineEndpoint({
    method: 'POST',
    path: '/api/auth/demo',
    access: 'public',
    body: optionalBody(ZDemoRequest),
    responses: { 200: ZDemoResponse, 201: ZDemoResponse },
  }),
  /** A browser navigation, not a fetch: ends the session and redirects home. */
  logout: defineEndpoint({ method: 'GET', path: '/api/logout', access: 'public', responses: { 303: null } }),
};
