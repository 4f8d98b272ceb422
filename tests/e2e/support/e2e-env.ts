import path from 'node:path';

/**
 * Shared by the e2e server and the specs so both open the same database; one
 * folder per port so two runs on one machine never share data.
 */
export const E2E_DATA_DIR = path.resolve(
  process.env.E2E_DATA_DIR ?? `test-results/e2e-data-${process.env.E2E_PORT ?? 3199}`,
);
