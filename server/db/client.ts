import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import Database from 'libsql';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import type { Database as Schema } from './schema.ts';

export type Db = Kysely<Schema>;
export type DbKind = Config['database']['kind'];

/**
 * Opens the database named by config: an embedded SQLite file by default, or
 * PostgreSQL when DATABASE_URL is a postgres URL. An optional Postgres schema
 * lets each test run use its own namespace in one shared database.
 */
export function createDb(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    });
    return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  }
  if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new Database(database.file);
  // WAL lets readers proceed during a write; busy_timeout waits out brief locks instead of failing.
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  // biome-ignore lint/suspicious/noExplicitAny: libsql mirrors better-sqlite3's API, which SqliteDialect expects.
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite as any }) });
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
