import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct query the app runs; queries built with varying IN lists come and go. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query afresh, which costs as much as running a small one
 * (docs/performance.md#public-reads: a tenth of the CPU of a share read). This keeps prepared statements by
 * SQL text, oldest out first, so a query the app runs again only binds new parameters. SQLite re-prepares a
 * cached statement by itself when a migration changes the schema under it, and the database is used from
 * one thread, so a statement is never run twice at once.
 */
export function withStatementCache(database: SqliteDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const prepared = database.prepare(sql);
      // libsql answers `reader` from native code on every read; it never changes for a statement.
      const statement: SqliteStatement = {
        reader: prepared.reader,
        all: (parameters) => prepared.all(parameters),
        run: (parameters) => prepared.run(parameters),
        iterate: (parameters) => prepared.iterate(parameters),
      };
      if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
