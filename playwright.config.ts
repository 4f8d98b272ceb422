import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/e2e/support/chromium-launch.ts';
import { E2E_DATA_DIR } from './tests/e2e/support/e2e-env.ts';

// E2E_PORT lets several runs share one machine.
const PORT = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    command: 'node tests/e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      E2E_PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      // One browser signs up many users in a row, and every e2e guest scan comes from 127.0.0.1
      // (the per-IP guest backstop would stop the suite).
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      RATE_LIMIT_VET_REGISTRATIONS_PER_HOUR: '1000',
      GUEST_SCANS_PER_IP_PER_DAY: '1000',
    },
  },
});
