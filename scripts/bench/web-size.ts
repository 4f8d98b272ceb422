/**
 * JavaScript sizes of the built web app (dist/web), gzipped at level 9 as a server would send them:
 * the entry chunk, everything the landing page loads before it renders (the entry and its static
 * imports, read from Vite's manifest), and all JS together.
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

export function webSizes(): BenchRow[] {
  const { manifest, entryKey } = readManifest();
  const firstLoad = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (firstLoad.has(chunk.file)) return;
    firstLoad.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const allJs = readdirSync(path.join(WEB_DIST, 'assets')).filter((name) => name.endsWith('.js'));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzippedKb(file), 0);
  const kb = (value: number) => `${value.toFixed(1)} KB`;
  return [
    { area: 'web', figure: 'entry chunk (gzip)', value: kb(gzippedKb(manifest[entryKey].file)) },
    {
      area: 'web',
      figure: `landing first-load JS, ${firstLoad.size} files (gzip)`,
      value: kb(sum(firstLoad)),
      // With React 19 (docs/decisions/008-react-in-every-build.md).
      goal: '<= 160 KB',
    },
    {
      area: 'web',
      figure: `all JS, ${allJs.length} files (gzip)`,
      value: kb(sum(allJs.map((name) => `assets/${name}`))),
    },
  ];
}
