import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text the browser downloads, and the photo check's WebAssembly and model weights (a fifth smaller
 * gzipped); images and fonts are compressed already.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest|wasm|bin)$/;
/** Below one TCP packet compression saves nothing worth a second file. */
const MIN_BYTES = 1024;

/** Writes file.br and file.gz beside every compressible file under `dir` (the .vite manifest excepted). */
export function precompressFolder(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== '.vite') count += precompressFolder(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/**
 * Compresses the built web app once at build time with the strongest settings, so the server sends
 * brotli or gzip files straight from disk (@fastify/static preCompressed) and spends no CPU per
 * request on compression (docs/performance.md#first-load).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pawsmile-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
