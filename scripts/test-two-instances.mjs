#!/usr/bin/env node
// The two-instance test (tests/two-instances): two compiled servers on one PostgreSQL, one Redis and
// one S3-compatible server (s3rver, in-process), driven over plain HTTP. It needs TEST_DATABASE_URL
// (a PostgreSQL server; the test creates and drops a database of its own there) and TEST_REDIS_URL.
// Without either it says so and skips; `npm run test:two-instances` and .ci/run set both.
// Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildTargets } from './build/build-targets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const log = (line) => process.stdout.write(`${line}\n`);
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

if (!databaseUrl || !redisUrl) {
  const missing = [!databaseUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean);
  log(
    `two-instance test SKIPPED: ${missing.join(' and ')} not set. It needs PostgreSQL and Redis: ` +
      'run `npm run test:two-instances` (defaults postgres://postgres@127.0.0.1:5432/test and ' +
      'redis://127.0.0.1:6379), or set both; .ci/run does.',
  );
  process.exit(0);
}

/** Set but unreachable is a failure, not a skip: whoever set them expects the test to run. */
async function check(name, probe) {
  try {
    await probe();
  } catch (error) {
    log(`two-instance test: cannot reach ${name}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
await check(`PostgreSQL (TEST_DATABASE_URL)`, async () => {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  await client.end();
});
await check(`Redis at ${redisUrl} (TEST_REDIS_URL)`, async () => {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 5_000,
    retryStrategy: () => null,
  });
  let cause;
  redis.on('error', (error) => {
    cause = error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw cause ?? error;
  } finally {
    redis.disconnect();
  }
});

log('two-instance test: building the compiled server and web app if stale');
buildTargets({ root });
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'tests/two-instances/vitest.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    // The S3 client's notice that releases after January 2027 need Node 22 would repeat in every
    // process; it is about future releases, not the locked one, and says nothing about this test.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...process.env },
  },
);
process.exit(result.status ?? 1);
