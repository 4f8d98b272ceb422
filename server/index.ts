import sharp from 'sharp';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { SHUTDOWN_RELEASE_MS } from './plugins/shutdown.ts';

/** After the drain, how long the requests still in flight (reads, chat answers) get to finish. */
const CLOSE_MS = 10_000;

// Every upload is a different photo, so libvips' operation cache (up to 50 MB by default) never
// hits; it only held memory, part of the RSS growth under load that `npm run bench` measures
// (docs/performance.md#memory).
sharp.cache(false);

/** Entry point: validate config, build, listen, and close cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal, graceMs: config.shutdown.graceMs }, 'shutting down');
    // A close that still hangs (a request that never ends) must not keep the process alive.
    const forceExit = setTimeout(
      () => process.exit(1),
      config.shutdown.graceMs + SHUTDOWN_RELEASE_MS + CLOSE_MS,
    );
    forceExit.unref();
    // Readiness fails and new work is refused while scans in progress finish (README.md, "Shutdown and
    // readiness"); then stop accepting, finish the requests in flight, close pools and the database.
    await app.drainForShutdown();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

void main();
