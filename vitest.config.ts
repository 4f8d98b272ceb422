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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
