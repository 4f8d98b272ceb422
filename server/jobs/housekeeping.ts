import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { deleteExpiredSessions } from '#server/db/repositories/sessions.ts';
import { nowIso } from '#server/lib/time.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Removes expired sessions hourly so the table holds only live ones. Several instances may run it: it is idempotent. */
export function startHousekeeping(options: { db: Db; log: FastifyBaseLogger; intervalMs?: number }) {
  const run = () =>
    deleteExpiredSessions(options.db, nowIso()).catch((error) =>
      options.log.warn({ err: error }, 'expired-session cleanup failed'),
    );
  const timer = setInterval(run, options.intervalMs ?? HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
