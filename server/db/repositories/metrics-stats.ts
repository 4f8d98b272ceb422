import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../client.ts';
import type { Database, OutboxEmailsTable, SecondOpinionsTable } from '../schema.ts';

/**
 * The state GET /metrics reads on each scrape (lib/metrics/state-gauges.ts). Every query walks an
 * index over a bounded stretch: counts stop at COUNT_CAP rows, so a scrape costs the same however
 * many finished jobs the tables hold.
 */
export const COUNT_CAP = 10_000;

const PENDING_MAIL = ['queued', 'sending'] as const satisfies OutboxEmailsTable['status'][];
const SECOND_OPINION_STATUSES = [
  'queued',
  'running',
  'done',
  'failed',
] as const satisfies SecondOpinionsTable['status'][];

/** Mail not yet handed to SMTP: queued, or claimed by a dispatcher now. */
export function countPendingMail(db: Db): Promise<number> {
  return countUpToCap(db, db.selectFrom('outbox_emails').select('id').where('status', 'in', PENDING_MAIL));
}

/** When the oldest mail not yet handed to SMTP was queued; null when there is none. */
export async function findOldestPendingMailAt(db: Db): Promise<string | null> {
  let oldestAt: string | null = null;
  // One status at a time: each is a single step into the (status, created_at) index.
  for (const status of PENDING_MAIL) {
    const oldest = await db
      .selectFrom('outbox_emails')
      .select('created_at')
      .where('status', '=', status)
      .orderBy('created_at', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (oldest && (oldestAt === null || oldest.created_at < oldestAt)) oldestAt = oldest.created_at;
  }
  return oldestAt;
}

/** Second-opinion jobs in each status, each count stopping at COUNT_CAP. */
export async function countSecondOpinionsByStatus(
  db: Db,
): Promise<Record<SecondOpinionsTable['status'], number>> {
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const status of SECOND_OPINION_STATUSES) {
    counts[status] = await countUpToCap(
      db,
      db.selectFrom('second_opinions').select('scan_id').where('status', '=', status),
    );
  }
  return counts;
}

/** The rows `query` selects, counted up to COUNT_CAP: the index walk stops there. */
async function countUpToCap(
  db: Db,
  // biome-ignore lint/suspicious/noExplicitAny: any table and one selected column; only the rows are counted.
  query: SelectQueryBuilder<Database, any, any>,
): Promise<number> {
  const { n } = await db
    .selectFrom(query.limit(COUNT_CAP).as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
