import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprintInputs } from './fingerprint.mjs';

/** What goes into both builds besides their own sources. */
const SHARED_INPUTS = ['common', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/build'];

/**
 * The builds `npm start` needs: the browser's app, the server's renderer of public pages (the same
 * app's routes and pages, docs/decisions/009-server-rendered-public-pages.md), and the server. Each records the fingerprint of its inputs in `stamp` after a
 * successful build; a later start rebuilds only a target whose inputs changed or whose output is gone.
 */
export const BUILD_TARGETS = [
  {
    name: 'web',
    inputs: ['web', 'vite.config.ts', ...SHARED_INPUTS],
    output: 'dist/web/index.html',
    stamp: 'dist/web.build-stamp',
    clean: [],
    command: ['vite', 'build'],
  },
  {
    name: 'web-ssr',
    inputs: ['web', 'vite.config.ts', ...SHARED_INPUTS],
    output: 'dist/web-ssr/entry-server.js',
    stamp: 'dist/web-ssr.build-stamp',
    clean: [],
    command: ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', '../dist/web-ssr'],
  },
  {
    name: 'server',
    inputs: ['server', 'vite.server.config.ts', ...SHARED_INPUTS],
    output: 'dist/server/index.js',
    stamp: 'dist/server.build-stamp',
    // The server build writes into dist/ without emptying it (dist/web lives there too).
    clean: ['dist/server', 'dist/common'],
    command: ['vite', 'build', '--config', 'vite.server.config.ts'],
  },
];

/**
 * Why a target must be built, or undefined when its output is current.
 * @param {{ fingerprint: string, stamp: string | undefined, hasOutput: boolean }} state
 * @returns {string | undefined}
 */
export function staleReason({ fingerprint, stamp, hasOutput }) {
  if (!hasOutput) return 'not built yet';
  if (stamp === undefined) return 'built without a stamp';
  if (stamp !== fingerprint) return 'sources changed';
  return undefined;
}

/**
 * Builds every target whose inputs changed since its last build (all of them with `force`),
 * logging one line per target. Exits the process when a build fails.
 * @param {{ root: string, force?: boolean, log?: (line: string) => void }} options
 */
export function buildTargets({ root, force = false, log = (line) => process.stdout.write(`${line}\n`) }) {
  for (const target of BUILD_TARGETS) {
    const fingerprint = fingerprintInputs({ root, inputs: target.inputs });
    const stampFile = path.join(root, target.stamp);
    const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : undefined;
    const reason = force
      ? 'build requested'
      : staleReason({ fingerprint, stamp, hasOutput: existsSync(path.join(root, target.output)) });
    if (!reason) {
      log(`${target.name}: up to date (${path.dirname(target.output)})`);
      continue;
    }
    log(`${target.name}: building (${reason}): vite ${target.command.slice(1).join(' ')}`);
    // A build that fails halfway must not leave a stamp saying it is current.
    rmSync(stampFile, { force: true });
    for (const folder of target.clean) rmSync(path.join(root, folder), { recursive: true, force: true });
    const result = spawnSync('npx', target.command, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      log(`${target.name}: build failed (exit ${result.status ?? result.signal})`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(stampFile, `${fingerprint}\n`);
  }
}
