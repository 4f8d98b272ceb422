/**
 * Checks that the MobileNetV2 embedding loads and runs inside a piscina worker thread, as the
 * analysis pool (server/adapters/analysis/analysis-pool.ts) would run it, and gives the same vector
 * as on the main thread. Run:
 *
 *   node --import tsx scripts/check-embedding-worker.ts [path/to/check-embedding-worker.worker.js]
 *
 * With a path, the worker loads that file instead of the .ts source: a compiled copy of
 * check-embedding-worker.worker.ts (it must sit under the repo so node_modules resolves from it,
 * as dist/ does).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { embedImage, type TRgbImage } from '#server/adapters/analysis/embedding/embed-image.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const target = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.join(ROOT, 'scripts/check-embedding-worker.worker.ts');
const isSource = target.endsWith('.ts');

const width = 400;
const height = 300;
const data = new Uint8Array(width * height * 3);
for (let i = 0; i < data.length; i += 1) data[i] = (i * 2654435761) % 256;
const image: TRgbImage = { data, width, height };

const pool = new Piscina({
  filename: pathToFileURL(target).href,
  minThreads: 1,
  maxThreads: 1,
  execArgv: isSource ? ['--import', import.meta.resolve('tsx')] : [],
});
try {
  const started = performance.now();
  const first = (await pool.run(image)) as Float32Array;
  const firstMs = performance.now() - started;
  const again = performance.now();
  await pool.run(image);
  const secondMs = performance.now() - again;
  const local = await embedImage(image);
  const isSame = first.length === local.length && first.every((value, i) => value === local[i]);
  console.log(
    `worker (${path.relative(ROOT, target)}): ${first.length}-d vector; first call ${firstMs.toFixed(0)} ms ` +
      `(includes the model load), second ${secondMs.toFixed(0)} ms; same as main thread: ${isSame}`,
  );
  if (!isSame || first.length !== 1280) process.exitCode = 1;
} finally {
  await pool.close();
}
