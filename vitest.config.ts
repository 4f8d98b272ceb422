import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'common/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
      'tests/analysis/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // A bound for a hung test, not a speed check (npm run bench measures speed): the analyser's tests take
    // 10-30 s alone and much longer on a CI machine shared with other work.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
