import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseApplicationName } from '#server/db/client.ts';
import { startTcpProxy, type TcpProxy } from '../setup/tcp-proxy.ts';
import { createTestApp, DB_KIND, signUpUser, TEST_DATABASE_URL, type TestApp } from '../setup/test-app.ts';

/** Runs one statement as a separate, privileged connection (not one of the app's). */
async function adminQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

function appNameOf(t: TestApp): string {
  return databaseApplicationName(
    t.config.database.kind === 'postgres' ? t.config.database.schema : undefined,
  );
}

async function countBackends(applicationName: string, state?: string): Promise<number> {
  const result = await adminQuery(
    'select count(*)::int as n from pg_stat_activity where application_name = $1 and ($2::text is null or state = $2)',
    [applicationName, state ?? null],
  );
  return result.rows[0].n;
}

describe.skipIf(DB_KIND !== 'postgres')('PostgreSQL connections lost under the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('survives its idle and busy connections being terminated, and the next request succeeds', async () => {
    const member = await signUpUser(t.app);
    const me = () => t.app.inject({ url: '/api/me/summary', headers: { cookie: member.cookie } });
    // Requests at once leave several connections idle in the pool.
    await Promise.all([me(), me(), me(), me()]);
    const appName = appNameOf(t);
    expect(await countBackends(appName, 'idle')).toBeGreaterThan(1);
    // One connection busy in a query when it dies: pg then emits 'error' on the checked-out client.
    const slowQuery = sql`select pg_sleep(30)`.execute(t.db).then(
      () => 'finished',
      (error: Error) => error.message,
    );
    while ((await countBackends(appName, 'active')) === 0) await new Promise((r) => setTimeout(r, 20));

    await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      appName,
    ]);
    expect(await slowQuery).toMatch(/terminating connection/);
    while ((await countBackends(appName)) > 0) await new Promise((r) => setTimeout(r, 20));

    expect((await me()).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe.skipIf(DB_KIND !== 'postgres')('a PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await createTestApp({}, { databaseUrl: viaProxy.toString() });
  });
  afterAll(async () => {
    await proxy.start().catch(() => {});
    await t.close();
    await proxy.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE while the database is down and recovers by itself', async () => {
    const member = await signUpUser(t.app);
    const me = () => t.app.inject({ url: '/api/me/summary', headers: { cookie: member.cookie } });
    expect((await me()).statusCode).toBe(200);

    await proxy.stop();
    for (const response of [
      await me(),
      await t.app.inject({ url: '/readyz' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { firstName: 'A', lastName: 'B', email: 'outage@example.com', password: 'secret-pass' },
      }),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    }

    await proxy.start();
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    expect((await me()).statusCode).toBe(200);
  });
});
