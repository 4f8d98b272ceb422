import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { VisionClient } from '#server/adapters/vision/vision-client.ts';
import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import {
  claimSecondOpinion,
  listDueSecondOpinions,
  settleSecondOpinion,
} from '#server/db/repositories/second-opinions.ts';
import type { Logger } from '#server/lib/logger.ts';

export const MAX_SECOND_OPINION_ATTEMPTS = 3;
const BATCH = 5;

/**
 * Runs due second-opinion jobs (docs/product-rules.md#pets-and-plus). Like the mail dispatcher,
 * every app instance runs this and each job is claimed by a conditional update with a lease
 * longer than one model call, so it runs once; a worker that died mid-call loses its claim when
 * the lease lapses. A failed call (timeout, HTTP error, output that breaks the contract) is
 * retried after a growing delay until MAX_SECOND_OPINION_ATTEMPTS, then the job is 'failed' and
 * the owner keeps our own result.
 */
export async function runSecondOpinionJobs(options: {
  db: Db;
  storage: PhotoStorage;
  vision: VisionClient;
  timeoutMs: number;
  retryDelayMs: number;
  log: Logger;
  /** Once aborted, no further job is claimed (the one in hand finishes); the rest stay queued. */
  stopClaiming?: AbortSignal;
}): Promise<number> {
  const { db, log } = options;
  const startedAt = new Date();
  const due = await listDueSecondOpinions(db, { nowIso: startedAt.toISOString(), limit: BATCH });
  let processed = 0;
  for (const job of due) {
    if (options.stopClaiming?.aborted) break;
    const now = new Date();
    const isMine = await claimSecondOpinion(db, {
      scanId: job.scan_id,
      attempts: job.attempts,
      nowIso: now.toISOString(),
      leaseUntilIso: new Date(now.getTime() + options.timeoutMs * 2 + 60_000).toISOString(),
    });
    if (!isMine) continue;
    processed += 1;
    const attempts = job.attempts + 1;
    try {
      const scan = await findVisibleScan(db, job.scan_id);
      const photo = scan?.image_key ? await options.storage.get(scan.image_key) : undefined;
      if (!photo) {
        // The scan was deleted meanwhile: nothing left to give an opinion on.
        await settleSecondOpinion(
          db,
          { scanId: job.scan_id, attempts },
          {
            status: 'failed',
            last_error: 'scan deleted',
            updated_at: new Date().toISOString(),
          },
        );
        continue;
      }
      const report = await options.vision.secondOpinion(photo.body);
      await settleSecondOpinion(
        db,
        { scanId: job.scan_id, attempts },
        {
          status: 'done',
          result: JSON.stringify(report),
          last_error: null,
          updated_at: new Date().toISOString(),
        },
      );
      log.info({ scanId: job.scan_id, attempts }, 'second opinion ready');
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const isLast = attempts >= MAX_SECOND_OPINION_ATTEMPTS;
      log.warn({ scanId: job.scan_id, attempts, err: message }, 'second opinion attempt failed');
      const retryAt = new Date(Date.now() + options.retryDelayMs * attempts);
      await settleSecondOpinion(
        db,
        { scanId: job.scan_id, attempts },
        {
          status: isLast ? 'failed' : 'queued',
          last_error: message.slice(0, 500),
          run_after: retryAt.toISOString(),
          updated_at: new Date().toISOString(),
        },
      );
    }
  }
  return processed;
}

/**
 * Runs the jobs every `intervalMs` until stopped; ticks never overlap. stop() claims no further job
 * and waits for the one in hand, whose model call is bounded by its timeout.
 */
export function startSecondOpinionWorker(
  options: Omit<Parameters<typeof runSecondOpinionJobs>[0], 'stopClaiming'> & { intervalMs: number },
) {
  const cutOff = new AbortController();
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runSecondOpinionJobs({ ...options, stopClaiming: cutOff.signal })
      .catch((error) => options.log.error({ err: error }, 'second-opinion worker tick failed'))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      cutOff.abort();
      await running;
    },
  };
}
