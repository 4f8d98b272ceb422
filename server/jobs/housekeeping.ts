import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { deleteExpiredAuthTokens } from '#server/db/repositories/auth-tokens.ts';
import { deleteExpiredSessions } from '#server/db/repositories/sessions.ts';
import type { Logger } from '#server/lib/logger.ts';
import { nowIso } from '#server/lib/time.ts';
import { sweepAbandonedScans } from '#server/services/scans/sweep-abandoned-scans.ts';
import { sweepPendingUploads } from '#server/services/uploads/sweep-pending-uploads.ts';

const HOUR_MS = 60 * 60 * 1000;
const SCAN_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Removes expired sessions and mailed-link tokens hourly, and sweeps what crashed scans left behind
 * and the pending uploads no scan used once at start (not awaited, so listening is not delayed) and
 * every ten minutes. Several instances may run both: every step is idempotent.
 */
export function startHousekeeping(options: { db: Db; storage: PhotoStorage; log: Logger }) {
  const { db, storage, log } = options;
  const cleanSessions = async () => {
    const now = nowIso();
    await deleteExpiredSessions(db, now).catch((error) =>
      log.warn({ err: error }, 'expired-session cleanup failed'),
    );
    await deleteExpiredAuthTokens(db, now).catch((error) =>
      log.warn({ err: error }, 'expired-token cleanup failed'),
    );
  };
  let sweeping: Promise<void> | undefined;
  const sweepScans = () => {
    // A sweep of a large store may outlast the interval; never run two in one process.
    sweeping ??= sweepAbandonedScans({ db, storage, now: new Date() })
      .then((outcome) => {
        if (outcome.staleReservations + outcome.tempFiles + outcome.orphanFiles > 0)
          log.info(outcome, 'swept abandoned scans');
      })
      .catch((error) => log.warn({ err: error }, 'abandoned-scan sweep failed'))
      // Photos sent ahead of a scan that never came (docs/product-rules.md#pending-uploads).
      .then(() => sweepPendingUploads({ db, storage, now: new Date() }))
      .then((outcome) => {
        if (outcome && outcome.expired + outcome.orphanFiles > 0) log.info(outcome, 'swept pending uploads');
      })
      .catch((error) => log.warn({ err: error }, 'pending-upload sweep failed'))
      .finally(() => {
        sweeping = undefined;
      });
  };
  sweepScans();
  const timers = [setInterval(cleanSessions, HOUR_MS), setInterval(sweepScans, SCAN_SWEEP_INTERVAL_MS)];
  for (const timer of timers) timer.unref();
  return {
    /** Stops the timers and waits for a sweep in progress, so the database is not closed under it. */
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await sweeping;
    },
  };
}
