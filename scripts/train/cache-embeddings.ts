/**
 * Embeds every photo of the team's shared training and sample folders (never copied into the repo)
 * with the analyser's MobileNetV2 features (server/adapters/analysis/embedding/), decoded exactly
 * as the analyser decodes an upload (decodeForAnalysis). Run:
 *
 *   node --import tsx scripts/train/cache-embeddings.ts
 *
 * Output: `.cache/embeddings/<EMBEDDING_ID>/<sha256 of the file's bytes>.f32`, 1280 little-endian
 * float32 values (5,120 bytes) per photo, plus `index.tsv` (sha256, folder, file) for the labels.
 * A photo whose file exists is skipped, so an interrupted run resumes; the folder name changes
 * whenever the model or its preprocessing does, so stale vectors are never read.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import { embedImage } from '#server/adapters/analysis/embedding/embed-image.ts';
import {
  EMBEDDING_ID,
  FEATURE_LENGTH,
  loadMobilenet,
} from '#server/adapters/analysis/embedding/load-mobilenet.ts';
import { sharedFolder } from './shared-folder.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, '.cache', 'embeddings', EMBEDDING_ID);
const PHOTO = /\.(jpe?g|png|webp|heic|heif|avif|tiff?)$/i;

type TPhoto = { folder: string; file: string; fullPath: string };

function photosIn(dir: string, folder: string): TPhoto[] {
  return readdirSync(dir)
    .filter((file) => PHOTO.test(file) && !file.endsWith('.mask.png'))
    .sort()
    .map((file) => ({ folder, file, fullPath: path.join(dir, file) }));
}

function listPhotos(): TPhoto[] {
  const photos: TPhoto[] = [];
  const training = sharedFolder('training-images');
  if (training) {
    for (const entry of readdirSync(training).sort()) {
      const dir = path.join(training, entry);
      if (statSync(dir).isDirectory()) photos.push(...photosIn(dir, entry));
    }
  }
  const samples = sharedFolder('sample-images');
  if (samples) photos.push(...photosIn(samples, 'sample-images'));
  return photos;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function main() {
  const photos = listPhotos();
  if (photos.length === 0) {
    console.log('no shared photo folders found (see scripts/train/shared-folder.ts); nothing to do');
    return;
  }
  mkdirSync(OUT, { recursive: true });
  const started = performance.now();
  const { backend, loadMs } = await loadMobilenet();
  console.log(
    `model ${EMBEDDING_ID} loaded on ${backend} in ${loadMs.toFixed(0)} ms; ${photos.length} photos`,
  );

  const index: string[] = ['sha256\tfolder\tfile'];
  const decodeMs: number[] = [];
  const embedMs: number[] = [];
  let skipped = 0;
  const failed: string[] = [];
  for (const [i, photo] of photos.entries()) {
    const bytes = readFileSync(photo.fullPath);
    const sha = createHash('sha256').update(bytes).digest('hex');
    index.push(`${sha}\t${photo.folder}\t${photo.file}`);
    const target = path.join(OUT, `${sha}.f32`);
    if (existsSync(target)) {
      skipped += 1;
      continue;
    }
    try {
      const t0 = performance.now();
      const image = await decodeForAnalysis(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      const t1 = performance.now();
      const vector = await embedImage(image);
      embedMs.push(performance.now() - t1);
      decodeMs.push(t1 - t0);
      if (vector.length !== FEATURE_LENGTH) throw new Error(`vector of ${vector.length}`);
      // Written beside and renamed, so an interrupted run never leaves a short file behind.
      writeFileSync(`${target}.tmp`, new Uint8Array(vector.buffer, vector.byteOffset, vector.byteLength));
      renameSync(`${target}.tmp`, target);
    } catch (error) {
      failed.push(`${photo.folder}/${photo.file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if ((i + 1) % 50 === 0 || i + 1 === photos.length) {
      console.log(`${i + 1}/${photos.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  writeFileSync(path.join(OUT, 'index.tsv'), `${index.join('\n')}\n`);

  decodeMs.sort((a, b) => a - b);
  embedMs.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `embedded ${embedMs.length}, already cached ${skipped}, failed ${failed.length}, ` +
      `total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (embedMs.length > 0) {
    console.log(
      `per photo: embed p50 ${ms(percentile(embedMs, 0.5))}, p90 ${ms(percentile(embedMs, 0.9))}; ` +
        `decode p50 ${ms(percentile(decodeMs, 0.5))}`,
    );
  }
  for (const line of failed) console.log(`failed: ${line}`);
  if (failed.length > 0) process.exitCode = 1;
}

await main();
