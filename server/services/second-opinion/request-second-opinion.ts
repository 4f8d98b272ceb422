import { isPlusStatus } from '#common/plans.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { insertSecondOpinion } from '#server/db/repositories/second-opinions.ts';
import type { UserRow } from '#server/db/schema.ts';

/**
 * Queues a vision-model second opinion for a Plus member's new scan when a model is configured
 * (docs/product-rules.md#pets-and-plus). The scan answers at once with our own result; the
 * worker (jobs/second-opinion-worker.ts) adds the second opinion when it is ready. Unclear
 * photos get none: there is nothing to give a second opinion on.
 */
export async function requestSecondOpinion(options: {
  db: Db;
  config: Config;
  user: UserRow;
  scanId: string;
  scanStatus?: string;
  now?: Date;
}): Promise<boolean> {
  const { db, config, user } = options;
  if (!config.vision.baseUrl || !isPlusStatus(user.subscription_status)) return false;
  if (options.scanStatus === 'unclear') return false;
  const nowIso = (options.now ?? new Date()).toISOString();
  await insertSecondOpinion(db, {
    scan_id: options.scanId,
    status: 'queued',
    attempts: 0,
    model: config.vision.model,
    run_after: nowIso,
    claimed_until: null,
    result: null,
    last_error: null,
    created_at: nowIso,
    updated_at: nowIso,
  });
  return true;
}
