import sharp from 'sharp';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, finish in-flight requests, then close pools and the database.
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

void main();
