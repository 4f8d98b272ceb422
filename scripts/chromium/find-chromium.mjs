import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/** Where system packages put Chromium or Chrome (Debian and Ubuntu, Fedora, macOS). */
export const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];
/** Command names looked up on PATH after the fixed paths. */
export const SYSTEM_COMMANDS = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

/**
 * @typedef {{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright' }} TChromium
 * @typedef {{
 *   env: Record<string, string | undefined>,
 *   isExecutable: (file: string) => boolean,
 *   which: (command: string) => string | undefined,
 *   playwrightPath: () => string | undefined,
 * }} TLookup
 */

/**
 * The Chromium the e2e tests run in: the CHROMIUM_PATH setting, else the system's Chromium or Chrome,
 * else the browser Playwright downloaded; undefined when there is none. A CHROMIUM_PATH that names no
 * executable is an error rather than something to skip, so a typo cannot silently pick another browser.
 * @param {TLookup} lookup
 * @returns {TChromium | undefined}
 */
export function findChromium({ env, isExecutable, which, playwrightPath }) {
  const setting = env.CHROMIUM_PATH?.trim();
  if (setting) {
    if (!isExecutable(setting))
      throw new Error(`CHROMIUM_PATH is ${setting}, which is not an executable file`);
    return { path: setting, source: 'CHROMIUM_PATH' };
  }
  const fixed = SYSTEM_PATHS.find((file) => isExecutable(file));
  if (fixed) return { path: fixed, source: 'system' };
  for (const command of SYSTEM_COMMANDS) {
    const found = which(command);
    if (found) return { path: found, source: 'system' };
  }
  const downloaded = playwrightPath();
  if (downloaded && isExecutable(downloaded)) return { path: downloaded, source: 'playwright' };
  return undefined;
}

/** @param {string} file */
export function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The first executable `command` on PATH, like `which`.
 * @param {string} command
 * @param {string} [searchPath]
 */
export function whichOnPath(command, searchPath = process.env.PATH ?? '') {
  for (const folder of searchPath.split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, command);
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

/**
 * findChromium on this machine.
 * @param {{ playwrightPath: () => string | undefined }} options `chromium.executablePath()` of
 *   @playwright/test, passed in so this module loads without Playwright (it is only a dev dependency).
 */
export function locateChromium({ playwrightPath }) {
  return findChromium({
    env: process.env,
    isExecutable: isExecutableFile,
    which: whichOnPath,
    playwrightPath,
  });
}
