/**
 * JavaScript sizes of the built web app (dist/web), gzipped at level 9 as a server would send them:
 * the entry chunk, everything a first visit to the landing page loads (the small entry, the app it
 * starts after the first paint and the app's static imports, read from Vite's manifest; the sections
 * under the hero load only when scrolled to), the heaviest other chunk, and all JS together.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './report-table.ts';

const WEB_DIST = path.resolve(import.meta.dirname, '../../dist/web');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** What the entry (web/src/main.tsx) starts: React and the app. */
const APP_SOURCE = 'src/start-app.tsx';

const gzippedKb = (file: string) =>
  gzipSync(readFileSync(path.join(WEB_DIST, file)), { level: 9 }).length / 1024;

function readManifest(): { manifest: Record<string, ManifestChunk>; entryKey: string } {
  const manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry chunk in dist/web/.vite/manifest.json');
  return { manifest, entryKey };
}

/** The entry chunk's URL path: a hashed asset every first visit downloads. */
export function landingAssetPath(): string {
  const { manifest, entryKey } = readManifest();
  return `/${manifest[entryKey].file}`;
}

/** The files (`assets/…`) a first visit to the landing page loads: the entry, the app and their imports. */
export function landingFirstLoad(): Set<string> {
  const { manifest, entryKey } = readManifest();
  const firstLoad = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (firstLoad.has(chunk.file)) return;
    firstLoad.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  if (manifest[APP_SOURCE]) visit(APP_SOURCE);
  return firstLoad;
}

export function webSizes(): BenchRow[] {
  const { manifest, entryKey } = readManifest();
  const firstLoad = landingFirstLoad();
  const allJs = readdirSync(path.join(WEB_DIST, 'assets')).filter((name) => name.endsWith('.js'));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzippedKb(file), 0);
  const kb = (value: number) => `${value.toFixed(1)} KB`;
  return [
    { area: 'web', figure: 'entry chunk (gzip)', value: kb(gzippedKb(manifest[entryKey].file)) },
    {
      area: 'web',
      figure: `landing first-load JS, ${firstLoad.size} files (gzip)`,
      value: kb(sum(firstLoad)),
      // With React 19 (docs/decisions/008-react-in-every-build.md, docs/performance.md#first-load).
      goal: '<= 120 KB',
    },
    // The entry and the app it starts carry React DOM: the chunk budget is for the others.
    largestChunkRow(
      allJs.filter(
        (name) => ![manifest[entryKey].file, manifest[APP_SOURCE]?.file].includes(`assets/${name}`),
      ),
    ),
    {
      area: 'web',
      figure: `all JS, ${allJs.length} files (gzip)`,
      value: kb(sum(allJs.map((name) => `assets/${name}`))),
    },
  ];
}

/**
 * The heaviest chunk besides the entry (which carries React DOM): a library that makes a big chunk for
 * one widget shows here (docs/performance.md#route-chunks).
 */
function largestChunkRow(files: string[]): BenchRow {
  const [name, size] = files
    .map((name) => [name, gzippedKb(`assets/${name}`)] as const)
    .reduce((largest, chunk) => (chunk[1] > largest[1] ? chunk : largest), ['none', 0] as const);
  return {
    area: 'web',
    figure: `largest other chunk, ${name} (gzip)`,
    value: `${size.toFixed(1)} KB`,
    goal: '<= 60 KB',
  };
}
