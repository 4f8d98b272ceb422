import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema.ts';
import type { AppDeps } from '#server/deps.ts';
import { SESSION_COOKIE, setSessionCookie } from '#server/plugins/auth-context.ts';
import { resolveSession } from '#server/services/auth/sessions.ts';

/** One answer per page request, however many of the page's checks ask (missing-record.ts, page-data-preloads.ts). */
const answers = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/**
 * The member a page load's session cookie names, or null. auth-context.ts resolves sessions for the
 * API only; a page load asks here, and the cookie follows a renewal as the API's would.
 */
export function createSignedInUser(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  const resolve = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const resolved = await resolveSession({ db, token, sessionDays: config.sessionDays });
    if (resolved?.renewedUntil) setSessionCookie(reply, config, { token, expiresAt: resolved.renewedUntil });
    return resolved?.user ?? null;
  };
  return function signedInUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
    let answer = answers.get(request);
    if (!answer) {
      answer = resolve(request, reply);
      answers.set(request, answer);
    }
    return answer;
  };
}
