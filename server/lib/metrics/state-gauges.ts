import { Counter, Gauge, type Registry } from 'prom-client';
import { type Db, readDbPoolStats } from '#server/db/client.ts';
import {
  COUNT_CAP,
  countPendingMail,
  countSecondOpinionsByStatus,
  findOldestPendingMailAt,
} from '#server/db/repositories/metrics-stats.ts';
import type { Logger } from '#server/lib/logger.ts';

/** The upload budget as /metrics reads it (plugins/upload-budget.ts). */
export interface UploadBudgetStats {
  inFlightBytes: number;
  capacityBytes: number;
  /** Uploads answered 503 because the budget (or the sender's share of it) was full, since start. */
  refused: number;
}

/**
 * Gauges read from state when /metrics is scraped, not kept up to date on every change: the outbox
 * and second-opinion counts are bounded index reads (db/repositories/metrics-stats.ts). A read that
 * fails (the database is down) leaves its series out of that scrape rather than failing it, so the
 * process metrics still arrive.
 */
export function registerStateGauges(
  registry: Registry,
  sources: { db: Db; log: Logger; readUploads: () => UploadBudgetStats },
): void {
  const { db, log, readUploads } = sources;
  const registers = [registry];
  /** A gauge set from the database on each scrape. */
  const fromDb = (name: string, help: string, read: (gauge: Gauge) => Promise<void>, labels: string[] = []) =>
    new Gauge({
      name,
      help,
      labelNames: labels,
      registers,
      async collect() {
        try {
          await read(this);
        } catch (error) {
          this.reset();
          log.warn({ err: error, metric: name }, 'metrics: could not read the database');
        }
      },
    });

  new Gauge({
    name: 'pawsmile_upload_bytes_in_flight',
    help: 'Bytes of upload bodies this process holds now (arriving or being analysed)',
    registers,
    collect() {
      this.set(readUploads().inFlightBytes);
    },
  });
  new Gauge({
    name: 'pawsmile_upload_budget_bytes',
    help: 'The in-flight upload budget (UPLOADS_IN_FLIGHT_MB)',
    registers,
    collect() {
      this.set(readUploads().capacityBytes);
    },
  });
  new Counter({
    name: 'pawsmile_upload_refusals_total',
    help: 'Uploads answered 503 because the in-flight budget was full',
    registers,
    collect() {
      this.reset();
      this.inc(readUploads().refused);
    },
  });

  fromDb(
    'pawsmile_outbox_backlog',
    `Mails queued or being sent (counted up to ${COUNT_CAP})`,
    async (gauge) => {
      gauge.set(await countPendingMail(db));
    },
  );
  fromDb(
    'pawsmile_outbox_oldest_age_seconds',
    'Age of the oldest mail queued or being sent; 0 when there is none',
    async (gauge) => {
      const oldestAt = await findOldestPendingMailAt(db);
      gauge.set(oldestAt ? Math.max(0, (Date.now() - Date.parse(oldestAt)) / 1000) : 0);
    },
  );
  fromDb(
    'pawsmile_second_opinion_jobs',
    `Second-opinion jobs by state (each counted up to ${COUNT_CAP})`,
    async (gauge) => {
      for (const [state, count] of Object.entries(await countSecondOpinionsByStatus(db))) {
        gauge.set({ state }, count);
      }
    },
    ['state'],
  );

  // PostgreSQL only: SQLite is one connection inside the process, with no pool to wait for.
  if (!readDbPoolStats(db)) return;
  const pool = () => readDbPoolStats(db) ?? { max: 0, total: 0, idle: 0, waiting: 0 };
  new Gauge({
    name: 'pawsmile_db_pool_connections',
    help: 'PostgreSQL connections: max (the pool size), open, idle, and in use',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { max, total, idle } = pool();
      this.set({ state: 'max' }, max);
      this.set({ state: 'open' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'in_use' }, total - idle);
    },
  });
  new Gauge({
    name: 'pawsmile_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL connection',
    registers,
    collect() {
      this.set(pool().waiting);
    },
  });
}
