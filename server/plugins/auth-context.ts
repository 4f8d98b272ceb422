import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { newToken } from '#server/lib/ids.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import {
  createSession,
  endSession,
  type NewSession,
  resolveSession,
} from '#server/services/auth/sessions.ts';
import { refreshLapsedPlan } from '#server/services/billing/refresh-lapsed-plan.ts';
import type { ScanViewer } from '#server/services/scans/find-accessible-scan.ts';

export const SESSION_COOKIE = 'ps_session';
export const GUEST_COOKIE = 'ps_guest';
const GUEST_COOKIE_DAYS = 365;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

/** The answers that may depend on who asks: the API and the photos. */
const isSessionScoped = (url: string) => url.startsWith('/api/') || url.startsWith('/media/');

/**
 * Resolves the session cookie into request.user for every /api request. The
 * cookie is HttpOnly and SameSite=Lax; Secure when served over HTTPS.
 */
export function registerAuthContext(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isSessionScoped(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const resolved = await resolveSession({ db: deps.db, token, sessionDays: deps.config.sessionDays });
    if (!resolved) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return;
    }
    // A member whose paid time ran out is re-read from the payment provider before anything uses the plan.
    request.user = await refreshLapsedPlan({ ...deps, log: request.log, user: resolved.user });
    request.sessionId = resolved.sessionId;
    if (resolved.renewedUntil)
      setSessionCookie(reply, deps.config, { token, expiresAt: resolved.renewedUntil });
  });

  // A member's or guest's answers must not stay in the browser's disk cache after sign-out:
  // whatever a route set, every answer to a caller with a session or guest cookie is no-store.
  app.addHook('onSend', async (request, reply) => {
    if (!isSessionScoped(request.url) || (!request.user && !readGuestId(request))) return;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /\bno-store\b/.test(cacheControl)) return;
    reply.header('cache-control', 'no-store');
  });
}

export function setSessionCookie(reply: FastifyReply, config: Config, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    expires: session.expiresAt,
  });
}

/**
 * Signs this browser in as `userId` with a brand-new session; the browser's old
 * session (if any) ends. A fresh session id on every sign-in prevents session fixation.
 */
export async function startSession(
  reply: FastifyReply,
  deps: { db: Db; config: Config },
  userId: string,
  oldSessionId: string | null,
): Promise<void> {
  if (oldSessionId) await endSession({ db: deps.db, sessionId: oldSessionId });
  const session = await createSession({ db: deps.db, userId, sessionDays: deps.config.sessionDays });
  setSessionCookie(reply, deps.config, session);
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
  });
}

/** The guest id from the signed guest cookie, or null when absent or tampered with. */
export function readGuestId(request: FastifyRequest): string | null {
  const raw = request.cookies[GUEST_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** Returns the caller's guest id, issuing a signed cookie on first use. */
export function ensureGuestId(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = readGuestId(request);
  if (existing) return existing;
  const guestId = newToken(18);
  reply.setCookie(GUEST_COOKIE, guestId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    signed: true,
    maxAge: GUEST_COOKIE_DAYS * 24 * 60 * 60,
  });
  return guestId;
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

/** The caller as the scan services see them: the signed-in user and/or this browser's guest. */
export function scanViewerOf(request: FastifyRequest): ScanViewer {
  return { user: request.user, guestId: readGuestId(request) };
}

/** The admin calling an `admin` endpoint (server/services/admin/assert-admin.ts says why it is 403). */
export function requireAdmin(request: FastifyRequest): UserRow {
  const { user } = request;
  assertAdmin(user);
  return user;
}
