import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema.ts';
import type { AppDeps } from '#server/deps.ts';
import { SESSION_COOKIE, setSessionCookie } from '#server/plugins/auth-context.ts';
import { resolveSession } from '#server/services/auth/sessions.ts';
import { oncePerRequest } from './once-per-request.ts';

export type SignedInUser = (request: FastifyRequest, reply: FastifyReply) => Promise<UserRow | null>;

/**
 * The member a page load's session cookie names, or null, looked up once per request. auth-context.ts
 * resolves sessions for the API only; a page load asks here, and the cookie follows a renewal as the
 * API's would.
 */
export function createSignedInUser(deps: Pick<AppDeps, 'db' | 'config'>): SignedInUser {
  const { db, config } = deps;
  return oncePerRequest(async (request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const resolved = await resolveSession({ db, token, sessionDays: config.sessionDays });
    if (resolved?.renewedUntil) setSessionCookie(reply, config, { token, expiresAt: resolved.renewedUntil });
    return resolved?.user ?? null;
  });
}
