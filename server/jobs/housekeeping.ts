import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { deleteExpiredAuthTokens } from '#server/db/repositories/auth-tokens.ts';
import { deleteExpiredSessions } from '#server/db/repositories/sessions.ts';
import { nowIso } from '#server/lib/time.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes expired sessions and mailed-link tokens hourly so the tables hold only
 * live ones. Several instances may run it: it is idempotent.
 */
export function startHousekeeping(options: { db: Db; log: FastifyBaseLogger; intervalMs?: number }) {
  const run = async () => {
    const now = nowIso();
    await deleteExpiredSessions(options.db, now).catch((error) =>
      options.log.warn({ err: error }, 'expired-session cleanup failed'),
    );
    await deleteExpiredAuthTokens(options.db, now).catch((error) =>
      options.log.warn({ err: error }, 'expired-token cleanup failed'),
    );
  };
  const timer = setInterval(run, options.intervalMs ?? HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
