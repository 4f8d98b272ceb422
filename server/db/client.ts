import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import Database from 'libsql';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import type { Database as Schema } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Db = Kysely<Schema>;
export type DbKind = Config['database']['kind'];

/** Where lost connections are reported; the app passes its pino logger. */
export interface DbLog {
  warn(details: { err: unknown }, message: string): void;
}

const stderrLog: DbLog = {
  warn: (details, message) => process.stderr.write(`${message}: ${String(details.err)}\n`),
};

/** A request waiting this long for a connection fails (503) instead of hanging through an outage. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Idle connections close before a pooler or firewall silently drops them. */
const IDLE_TIMEOUT_MS = 30_000;
const POOL_MAX = 10;

/** Each PostgreSQL Db's connection pool, for /metrics; SQLite has one connection in the process and no pool. */
const postgresPools = new WeakMap<Db, pg.Pool>();

export interface DbPoolStats {
  max: number;
  /** Connections open, those of them idle, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

/** The pool's state now; undefined for SQLite. */
export function readDbPoolStats(db: Db): DbPoolStats | undefined {
  const pool = postgresPools.get(db);
  if (!pool) return undefined;
  return { max: POOL_MAX, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * The name our connections carry in pg_stat_activity; with a schema (one per
 * test app) it tells one app's connections from another's.
 */
export function databaseApplicationName(schema?: string): string {
  return schema ? `pawsmile/${schema}` : 'pawsmile';
}

/**
 * Opens the database named by config: an embedded SQLite file by default, or
 * PostgreSQL when DATABASE_URL is a postgres URL. An optional Postgres schema
 * lets each test run use its own namespace in one shared database.
 */
export function createDb(database: Config['database'], options: { log?: DbLog } = {}): Db {
  if (database.kind === 'postgres') return createPostgresDb(database, options.log ?? stderrLog);
  if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new Database(database.file);
  // WAL lets readers proceed during a write; busy_timeout waits out brief locks instead of failing.
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  // biome-ignore lint/suspicious/noExplicitAny: libsql mirrors better-sqlite3's API, which SqliteDialect expects.
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite as any) }) });
}

function createPostgresDb(database: Extract<Config['database'], { kind: 'postgres' }>, log: DbLog): Db {
  const pool = new pg.Pool({
    connectionString: database.url,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    keepAlive: true,
    application_name: databaseApplicationName(database.schema),
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  // A connection that dies while idle (pg_terminate_backend, a database restart, a
  // pooler closing it) is emitted here; without a listener Node ends the process.
  // The pool has already discarded the client, so the next request opens a new one.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
  // pg also emits 'error' on a checked-out client whose socket dies, even while the
  // query it runs fails with the same error, and Kysely listens for none; the query's
  // caller sees the error, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  postgresPools.set(db, pool);
  return db;
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
