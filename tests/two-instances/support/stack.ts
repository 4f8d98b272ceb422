/**
 * Vitest global setup for tests/two-instances: one PostgreSQL database, one Redis key space and one
 * S3-compatible server, shared by two app instances (the compiled server in two processes), as a
 * deployment behind a load balancer runs them (README.md, "Deployment: several instances").
 * Each instance gets a data folder of its own, so nothing can pass between them on local disk.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { createFreshDatabase } from './fresh-database.ts';
import { freePort, type Instance, startInstance } from './instance-process.ts';
import { startS3Server } from './s3-server.ts';

export interface TwoInstances {
  a: string;
  b: string;
  /** The origin a load balancer would answer on: every link either instance builds starts with it. */
  publicUrl: string;
  /** Each instance's DATA_DIR. */
  dataDirs: string[];
  /** S3_* settings of the shared bucket, for checking what was stored there. */
  s3: Record<string, string>;
  authPerMinute: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    twoInstances: TwoInstances;
  }
}

/** Low, so the rate-limit test reaches it in a few requests; every other test uses fresh client IPs. */
const AUTH_PER_MINUTE = 6;
const log = (line: string) => process.stdout.write(`two instances: ${line}\n`);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseServer = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseServer || !redisUrl) {
    throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL must be set (scripts/test-two-instances.mjs)');
  }
  const cleanups: (() => Promise<void> | void)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const runId = `${process.pid}-${randomBytes(4).toString('hex')}`;
    const scratch = mkdtempSync(path.join(tmpdir(), 'pawsmile-two-instances-'));
    cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));

    const database = await createFreshDatabase(databaseServer);
    cleanups.push(() => database.drop());
    log(`PostgreSQL database ${database.name} (new, empty: both instances migrate it as they start)`);

    const redisKeyPrefix = `pawsmile-two-${runId}`;
    cleanups.push(() => deleteRedisKeys(redisUrl, redisKeyPrefix));
    log(`Redis ${redisUrl}, key prefix ${redisKeyPrefix}`);

    const s3Directory = path.join(scratch, 's3');
    mkdirSync(s3Directory);
    const s3 = await startS3Server(s3Directory, 'pawsmile-photos');
    cleanups.push(() => s3.stop());
    log(`S3 (s3rver, in this process) at ${s3.env.S3_ENDPOINT}, bucket ${s3.env.S3_BUCKET}`);

    const [portA, portB] = [await freePort(), await freePort()];
    const publicUrl = 'http://pawsmile.test';
    // The same configuration and secrets on both, as the README's deployment section asks.
    const shared: Record<string, string> = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      ...s3.env,
      SESSION_SECRET: randomBytes(36).toString('base64url'),
      PUBLIC_URL: publicUrl,
      // The tests are the load balancer: they name the client's address in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_PER_MINUTE),
      LOG_LEVEL: 'warn',
      ANALYSIS_THREADS: '1',
      // A shared 2-core machine analyses slowly; the tests are about state, not speed.
      ANALYSIS_TIMEOUT_MS: '60000',
      REQUEST_IDLE_TIMEOUT_MS: '90000',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    };
    const dataDirs = ['a', 'b'].map((name) => path.join(scratch, `data-${name}`));
    // Started together on the empty database: migrations must cope with a second instance starting.
    const started = await Promise.allSettled([
      startInstance('A', portA, { ...shared, DATA_DIR: dataDirs[0] }),
      startInstance('B', portB, { ...shared, DATA_DIR: dataDirs[1] }),
    ]);
    for (const result of started) {
      if (result.status === 'fulfilled') cleanups.push(() => result.value.stop());
    }
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = started.map((result) => (result as PromiseFulfilledResult<Instance>).value);
    log(`instance A at ${a.url}, instance B at ${b.url} (compiled server, DATA_DIR of their own)`);

    project.provide('twoInstances', {
      a: a.url,
      b: b.url,
      publicUrl,
      dataDirs,
      s3: s3.env,
      authPerMinute: AUTH_PER_MINUTE,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** Counters expire on their own; removing them keeps a shared Redis tidy after the run. */
async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...batch);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
