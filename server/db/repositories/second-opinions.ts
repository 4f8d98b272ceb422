import type { Db } from '../client.ts';
import type { SecondOpinionRow, SecondOpinionsTable } from '../schema.ts';

/** Queues a scan's second opinion once; a repeat is a no-op (the scan id is the key). */
export async function insertSecondOpinion(db: Db, row: SecondOpinionRow): Promise<void> {
  await db
    .insertInto('second_opinions')
    .values(row)
    .onConflict((oc) => oc.column('scan_id').doNothing())
    .execute();
}

export function findSecondOpinion(db: Db, scanId: string): Promise<SecondOpinionRow | undefined> {
  return db.selectFrom('second_opinions').selectAll().where('scan_id', '=', scanId).executeTakeFirst();
}

/** Jobs ready to run: queued and due, or claimed by a worker whose lease ran out (it died mid-job). */
export function listDueSecondOpinions(
  db: Db,
  options: { nowIso: string; limit: number },
): Promise<SecondOpinionRow[]> {
  return db
    .selectFrom('second_opinions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', options.nowIso)]),
        eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', options.nowIso)]),
      ]),
    )
    .orderBy('run_after', 'asc')
    .limit(options.limit)
    .execute();
}

/**
 * Claims a job for one worker: the update matches only while the job still has the attempt
 * count the worker read, so of several workers (app instances) exactly one wins it.
 */
export async function claimSecondOpinion(
  db: Db,
  options: { scanId: string; attempts: number; nowIso: string; leaseUntilIso: string },
): Promise<boolean> {
  const outcome = await db
    .updateTable('second_opinions')
    .set({
      status: 'running',
      attempts: options.attempts + 1,
      claimed_until: options.leaseUntilIso,
      updated_at: options.nowIso,
    })
    .where('scan_id', '=', options.scanId)
    .where('attempts', '=', options.attempts)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', options.nowIso)]),
      ]),
    )
    .executeTakeFirst();
  return Number(outcome.numUpdatedRows) > 0;
}

/** Records the outcome of the attempt that `attempts` names (a stale worker's late answer is dropped). */
export async function settleSecondOpinion(
  db: Db,
  options: { scanId: string; attempts: number },
  changes: Partial<
    Pick<SecondOpinionsTable, 'status' | 'result' | 'last_error' | 'run_after' | 'updated_at'>
  >,
): Promise<void> {
  await db
    .updateTable('second_opinions')
    .set({ ...changes, claimed_until: null })
    .where('scan_id', '=', options.scanId)
    .where('attempts', '=', options.attempts)
    .where('status', '=', 'running')
    .execute();
}
