import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { createDb, type Db } from '#server/db/client.ts';

/**
 * API tests run against SQLite by default and against PostgreSQL when
 * TEST_DATABASE_URL is set (CI does both). Each app gets its own SQLite file
 * or its own Postgres schema, so test files never see each other's rows.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const DB_KIND = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The app's own database handle, for seeding rows and checking what was stored. */
  db: Db;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'serveWeb'> {
  /** PostgreSQL only: where the app connects (default TEST_DATABASE_URL), e.g. a proxy that can cut it off. */
  databaseUrl?: string;
}

export async function createTestApp(
  env: Record<string, string> = {},
  { databaseUrl, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsmile-test-'));
  let database: Config['database'] = { kind: 'sqlite', file: path.join(dataDir, 'test.db') };
  let dropSchema = async () => {};
  if (TEST_DATABASE_URL) {
    const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = { kind: 'postgres', url: databaseUrl ?? TEST_DATABASE_URL, schema };
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  }
  const baseConfig = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'x'.repeat(40),
    // Tests make many requests from one address; the rate-limit tests lower these again.
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
    RATE_LIMIT_VET_REGISTRATIONS_PER_HOUR: '10000',
    // Most test apps never scan: their workers load the embedding model only if a photo arrives.
    ANALYSIS_PRELOAD: 'false',
    // The built-in chat answer streams unpaced; tests/api/chat.test.ts checks the pacing on its own app.
    CHAT_SENTENCE_DELAY_MS: '0',
    ...env,
  });
  const config: Config = Object.freeze({ ...baseConfig, database });
  const db = createDb(database);
  const app = await buildApp(config, {
    ...options,
    // Only a test that hands in a web folder of its own serves pages.
    serveWeb: options.webDist !== undefined,
    overrides: { db, ...options.overrides },
  });
  await app.ready();
  return {
    app,
    config,
    db,
    async close() {
      await app.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Collects Set-Cookie headers of a response into a Cookie header value for the next request. */
export function cookieHeader(
  response: { cookies: { name: string; value: string }[] },
  previous = '',
): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const c of response.cookies) {
    if (c.value === '') jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs up a user and returns the session cookie header. */
export async function signUpUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
  cookie = '',
): Promise<{ cookie: string; email: string; userId: string }> {
  const email = overrides.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: cookie ? { cookie } : {},
    payload: { firstName: 'Test', lastName: 'Owner', email, password: 'secret-pass', ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieHeader(response, cookie), email, userId: response.json().user.id };
}
