// Playwright's webServer: the compiled server that `npm start` runs (dist/server, built by
// scripts/test-e2e.mjs), on a fresh data folder. playwright.config.ts sets its environment.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set: the e2e server is started by playwright.config.ts');
const server = path.resolve(import.meta.dirname, '../../../dist/server/index.js');
if (!existsSync(server))
  throw new Error(`${server} is missing: run \`npm run test:e2e\` or \`npm run build\` first`);
rmSync(dataDir, { recursive: true, force: true });
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
