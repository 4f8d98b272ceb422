import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { findPostgresTool, runPostgresTool } from './postgres-tools.ts';

/**
 * The PostgreSQL side of `npm run backup` / `npm run restore` (README, "Backups and restore"):
 * pg_dump's custom format, which reads every table in one repeatable-read snapshot while the app
 * goes on writing, and pg_restore. Only the app's schema is dumped (the configured one, as tests
 * use one per app, else the connection's current schema, normally `public`), and it is restored
 * under the same name.
 */
export type PostgresDatabase = Extract<Config['database'], { kind: 'postgres' }>;

export async function dumpPostgres(
  database: PostgresDatabase,
  destination: string,
): Promise<{ schema: string; serverVersion: string }> {
  const { schema, serverMajor, serverVersion } = await withClient(database, describeTarget);
  const pgDump = await findPostgresTool('pg_dump', serverMajor);
  const { dbname, env } = toolConnection(database.url);
  await runPostgresTool(
    pgDump,
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--schema=${schemaPattern(schema)}`,
      `--file=${destination}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
  return { schema, serverVersion };
}

/** True when the app's schema is missing or holds no table, view or sequence. */
export async function isPostgresEmpty(database: PostgresDatabase): Promise<boolean> {
  return withClient(database, async (client) => {
    const { schema } = await describeTarget(client, database);
    const { rows } = await client.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
      [schema],
    );
    return rows[0].n === 0;
  });
}

/**
 * Restores a dump of `dumpedSchema` into the app's schema, in one transaction that stops at the
 * first error. `isForced` drops the schema and everything in it first. The schema itself is created
 * here rather than by the dump, so an existing empty one (the `public` of a new database, or one made
 * in advance) is used as it is. Nothing is dropped until pg_restore has been found and has read the
 * dump's table of contents, so a missing or old pg_restore or an unreadable dump leaves the schema as
 * it was. The drop is committed on its own, just before pg_restore's transaction: pg_restore cannot
 * join ours, so a failure inside the restore itself still leaves an empty schema.
 */
export async function restorePostgres(options: {
  database: PostgresDatabase;
  dump: string;
  dumpedSchema: string;
  isForced: boolean;
  /** How pg_restore is found; tests replace it. */
  findTool?: typeof findPostgresTool;
}): Promise<void> {
  const { database, dump, dumpedSchema, isForced, findTool = findPostgresTool } = options;
  const { dbname, env } = toolConnection(database.url);
  const { schema, serverMajor } = await withClient(database, describeTarget);
  if (schema !== dumpedSchema) {
    throw new Error(
      `the backup holds schema "${dumpedSchema}" but this database's app schema is "${schema}"`,
    );
  }
  const pgRestore = await findTool('pg_restore', serverMajor);
  const listDir = await mkdtemp(path.join(tmpdir(), 'pawsmile-restore-'));
  try {
    const contents = await runPostgresTool(pgRestore, ['--list', dump], env);
    const listFile = path.join(listDir, 'contents.list');
    await writeFile(listFile, withoutSchemaEntries(contents));
    await withClient(database, async (client) => {
      const quoted = client.escapeIdentifier(schema);
      if (isForced) await client.query(`drop schema if exists ${quoted} cascade`);
      await client.query(`create schema if not exists ${quoted}`);
    });
    await runPostgresTool(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--use-list=${listFile}`,
        `--dbname=${dbname}`,
        dump,
      ],
      env,
    );
  } finally {
    await rm(listDir, { recursive: true, force: true });
  }
}

/** pg_restore's table of contents without the schema's own CREATE and COMMENT, which restore makes itself. */
export function withoutSchemaEntries(contents: string): string {
  return contents
    .split('\n')
    .filter((line) => !/^\d+; \d+ \d+ (SCHEMA - |COMMENT - SCHEMA )/.test(line))
    .join('\n');
}

/**
 * The URL without its password, which goes in PGPASSWORD instead: a program's arguments are
 * visible to every user of the machine (ps), its environment is not.
 */
export function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const env: Record<string, string> = parsed.password
    ? { PGPASSWORD: decodeURIComponent(parsed.password) }
    : {};
  parsed.password = '';
  return { dbname: parsed.toString(), env };
}

/** pg_dump reads --schema as a pattern; in double quotes a name is taken literally. */
function schemaPattern(schema: string): string {
  return `"${schema.replaceAll('"', '""')}"`;
}

async function describeTarget(
  client: pg.Client,
  database: PostgresDatabase,
): Promise<{ schema: string; serverMajor: number; serverVersion: string }> {
  const { rows } = await client.query(
    `select current_schema() as schema, current_setting('server_version_num')::int as number,
            current_setting('server_version') as version`,
  );
  const { schema, number, version } = rows[0];
  return {
    schema: database.schema ?? schema ?? 'public',
    serverMajor: Math.floor(number / 10_000),
    serverVersion: version,
  };
}

async function withClient<T>(
  database: PostgresDatabase,
  use: (client: pg.Client, database: PostgresDatabase) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: database.url,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  await client.connect();
  try {
    return await use(client, database);
  } finally {
    await client.end();
  }
}
