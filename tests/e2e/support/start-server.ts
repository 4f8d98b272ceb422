import { rmSync } from 'node:fs';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';

/**
 * The real production app on a fresh data folder, for Playwright's webServer.
 * Rate limits are raised because one browser signs up many users in a row, and every
 * e2e guest scan comes from 127.0.0.1 (the per-IP guest backstop would stop the suite).
 */
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const config = loadConfig({
  ...process.env,
  DATA_DIR: E2E_DATA_DIR,
  DATABASE_URL: '',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
  GUEST_SCANS_PER_IP_PER_DAY: '1000',
});
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
