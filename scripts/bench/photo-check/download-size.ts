/**
 * What the photo check downloads (Part 3 of `npm run bench:photo-check`), as the server sends it: the
 * .gz files the build writes beside each asset (scripts/build/precompress.ts). The worker file and
 * the chunks it imports, the SIMD WebAssembly tfjs picks in every current browser, and the model's
 * weights (scripts/build/photo-check-model.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { landingFirstLoad } from '../web-size.ts';

const ASSETS = path.resolve(import.meta.dirname, '../../../dist/web/assets');
/** A static or dynamic import of a sibling chunk in minified output: `from"./x.js"`, `import("./x.js")`. */
const CHUNK_IMPORT = /(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g;

function only(pattern: RegExp): string {
  const found = readdirSync(ASSETS).filter((name) => pattern.test(name));
  if (found.length !== 1)
    throw new Error(`expected one ${pattern} in dist/web/assets, found ${found.length}`);
  return found[0];
}

/** The shipped worker's file name (photo-check.worker-<hash>.js). */
export const workerFile = () => only(/^photo-check\.worker-[\w-]+\.js$/);

function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, imported] of readFileSync(path.join(ASSETS, file), 'utf8').matchAll(CHUNK_IMPORT))
    withImports(imported, seen);
  return seen;
}

export type TCheckDownload = { file: string; bytes: number; gzipBytes: number };

export function checkDownloads(): { files: TCheckDownload[]; inLandingFirstLoad: string[] } {
  const names = [
    ...withImports(workerFile()),
    only(/^tfjs-backend-wasm-simd-[\w-]+\.wasm$/),
    only(/^photo-check-weights-[\w-]+\.bin$/),
  ];
  const files = names.map((file) => ({
    file,
    bytes: statSync(path.join(ASSETS, file)).size,
    gzipBytes: statSync(path.join(ASSETS, `${file}.gz`)).size,
  }));
  const firstLoad = landingFirstLoad();
  return { files, inLandingFirstLoad: names.filter((file) => firstLoad.has(`assets/${file}`)) };
}
