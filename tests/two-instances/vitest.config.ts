import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The two-instance tests (scripts/test-two-instances.mjs runs them): plain HTTP against two compiled
 * servers that share PostgreSQL, Redis and an S3 bucket (support/stack.ts starts them once for all files).
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['tests/two-instances/**/*.test.ts'],
    globalSetup: ['tests/two-instances/support/stack.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // One file at a time: both files talk to the same two servers on a shared 2-core machine.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
