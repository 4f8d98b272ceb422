#!/usr/bin/env node
// The registry this project installs from serves only the platform packages for
// linux-x64, so `npm install` writes a lock without the other platforms' optional
// binaries (biome, rolldown, sharp, libsql, ...) and `npm ci` then calls the lock
// out of sync. This adds the missing entries with their os/cpu/libc, so npm ci
// sees a complete lock and skips them as not for this platform, as a lock
// written elsewhere would. Run after `npm install` changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS_WORDS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'netbsd',
  'sunos',
  'win32',
  'aix',
  'openharmony',
];
const CPU_WORDS = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'riscv64',
  's390x',
  'ppc64',
  'loong64',
  'mips64el',
  'wasm32',
];

/** Reads the target platform from a package name like @img/sharp-linuxmusl-arm64 or @biomejs/cli-win32-x64. */
function platformOf(name) {
  const words = name.split('/').pop().split('-');
  const platform = {};
  for (const word of words) {
    const os =
      word === 'linuxmusl' ? 'linux' : word === 'windows' ? 'win32' : word === 'macos' ? 'darwin' : word;
    if (OS_WORDS.includes(os)) platform.os = [os];
    if (word === 'linuxmusl' || word === 'musl') platform.libc = ['musl'];
    if (word === 'gnu' || word === 'gnueabihf') platform.libc = ['glibc'];
    const cpu = word === 'amd64' ? 'x64' : word === 'aarch64' ? 'arm64' : word === 'armv7' ? 'arm' : word;
    if (CPU_WORDS.includes(cpu)) platform.cpu = [cpu];
  }
  if (words.includes('wasm32') || words.includes('wasi')) return { cpu: ['wasm32'] };
  return platform.os || platform.cpu ? platform : undefined;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue; // not a platform binary: leave npm's own decision alone
    packages[hoisted] = {
      version: version.replace(/^[\^~=]/, ''),
      dev: entry.dev || undefined,
      optional: true,
      ...platform,
    };
    added++;
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`complete-lockfile: added ${added} platform entries\n`);
