#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`: finds a Chromium (installing one on a machine that has
// none), builds what `npm start` would, then runs Playwright in that browser.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildTargets } from './build/build-targets.mjs';
import { locateChromium } from './chromium/find-chromium.mjs';
import { installChromium } from './chromium/install-chromium.mjs';

const log = (line) => process.stdout.write(`${line}\n`);
const playwrightPath = () => chromium.executablePath();

let browser;
try {
  browser = locateChromium({ playwrightPath });
  if (!browser && installChromium({ log })) browser = locateChromium({ playwrightPath });
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (!browser) {
  log('No Chromium for the e2e tests: set CHROMIUM_PATH to a Chromium or Chrome executable.');
  process.exit(1);
}
log(`e2e browser: ${browser.path} (${browser.source})`);

buildTargets({ root: path.resolve(import.meta.dirname, '..') });

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // playwright.config.ts launches exactly this browser.
  env: { ...process.env, CHROMIUM_PATH: browser.path },
});
process.exit(result.status ?? 1);
