#!/usr/bin/env node
// `npm test`: every layer, stopping at the first failure.
// 0. the import rules (scripts/check-dependencies.mjs, a few seconds) and no issue numbers in comments or
// test names (scripts/check-no-issue-citations.mjs), 1. unit + analysis + API tests on SQLite, 2. API tests
// again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it), 3. two app instances on one PostgreSQL,
// Redis and S3 server (scripts/test-two-instances.mjs; it says so and skips unless TEST_DATABASE_URL and
// TEST_REDIS_URL are set, as .ci/run sets them), 4. end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';

const run = (label, command, args, env = {}) => {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.stdout.write(`\n${label} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
};

run('import rules (.dependency-cruiser.cjs)', 'node', ['scripts/check-dependencies.mjs']);
run('no issue numbers in comments or test names', 'node', ['scripts/check-no-issue-citations.mjs']);
// Types: the web's endpoint modules (web/src/api/endpoints/) are checked against the table here.
run('types (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('unit, analysis and API tests (SQLite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', 'tests/api']);
}
run('two instances sharing PostgreSQL, Redis and S3', 'node', ['scripts/test-two-instances.mjs']);
run('end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']);
