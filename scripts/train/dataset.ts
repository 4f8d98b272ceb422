/**
 * The training photos: the team's shared training folder (never copied into the repo; see its
 * README) plus photos generated in code (tests/fixtures). Each sample's features are computed with
 * the analyser's own measurement stage and cached in `.cache/` (gitignored), keyed by a hash of
 * the measuring code, so a changed feature is never read from a stale cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { measurePhoto } from '#server/analysis/measure.ts';
import type { TFeatures } from '#server/analysis/photo-features.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/analyse-photo.worker.ts';
import { makeMouthPhoto, type TGumKind } from '../../tests/fixtures/mouth-photo.ts';
import { makeScenePhoto, type TSceneKind } from '../../tests/fixtures/scene-photos.ts';
import { parseCsv } from '../eval.ts';
import { sharedFolder } from './shared-folder.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where a sample comes from; the gate and the graders pick their classes from these. */
export type TSource =
  | 'human-calculus'
  | 'human-healthy'
  | 'human-ulcer'
  | 'dog-jaw'
  | 'dog-photo'
  | 'generated-mouth'
  | 'generated-scene';

export type TSample = {
  id: string;
  source: TSource;
  /** Samples of one group (same patient, jaw specimen or drawing) never straddle a fold split. */
  group: string;
  load: () => Promise<Uint8Array>;
};

/** Side of the downsized copy of every photo. */
const SMALL_SIDE = 400;

export type TMeasuredSample = { id: string; source: TSource; group: string; features: TFeatures };

/** Files whose code decides the features; editing any of them invalidates the cache. */
const MEASURING_CODE = [
  'server/analysis/measure.ts',
  'server/analysis/photo-features.ts',
  'server/analysis/features.ts',
  'server/analysis/segment.ts',
  'server/analysis/colour.ts',
  'server/analysis/quality.ts',
  'server/analysis/white-balance.ts',
  'server/analysis/mouth-check.ts',
  'server/analysis/masks.ts',
  'server/adapters/analysis/analyse-photo.worker.ts',
  'tests/fixtures/mouth-photo.ts',
  'tests/fixtures/scene-photos.ts',
];

/**
 * Groups near-copies: the healthy set holds several views of one patient ("UO 0079", "LR 0079")
 * and augmented copies of one photo ("C10_original_13 (11).jpg_<uuid>"); jaws come as maxilla and
 * mandible of one specimen ("0019_0", "0019_1").
 */
export function groupOf(source: TSource, sourcePath: string): string {
  const name = path.basename(sourcePath).replace(/\.[a-z]+$/i, '');
  const patient = /^(?:UO|UF|LR|LL|LF|UR|UL)\s+(\d+)/i.exec(name);
  if (patient) return `${source}:patient-${patient[1]}`;
  const augmented = /^(C\d+_original_\d+)/i.exec(name);
  if (augmented) return `${source}:${augmented[1]}`;
  const jaw = /^(\d{4})_\d$/.exec(name);
  if (jaw) return `${source}:jaw-${jaw[1]}`;
  return `${source}:${name}`;
}

export function listSamples(): TSample[] {
  const dir = sharedFolder('training-images');
  if (!dir)
    throw new Error('training photos not found: set TRAINING_IMAGES to the shared training-images folder');
  const manifest = parseCsv(readFileSync(path.join(dir, 'MANIFEST.csv'), 'utf8'));
  const samples: TSample[] = manifest.flatMap((row) => {
    const source = row.file.split('/')[0] as TSource;
    const file = path.join(dir, row.file);
    const group = groupOf(source, row.path);
    return [
      { id: row.file, source, group, load: async () => new Uint8Array(readFileSync(file)) },
      // A small copy in the same group: photos under 512 px are analysed at their own size, and
      // the models must not change their mind with size (docs/decisions/005).
      {
        id: `${row.file}@${SMALL_SIDE}`,
        source,
        group,
        load: async () =>
          new Uint8Array(
            await sharp(readFileSync(file))
              .resize(SMALL_SIDE, SMALL_SIDE, { fit: 'inside' })
              .jpeg({ quality: 90 })
              .toBuffer(),
          ),
      },
    ];
  });
  const gums: TGumKind[] = ['healthy', 'inflamed', 'pale', 'pigmented'];
  for (let k = 0; k < 96; k++) {
    const gum = gums[k % 4];
    const tartar = k % 8 >= 4;
    const width = [640, 900, 1200, 400][k % 4];
    const height = [480, 600, 900, 300][(k >> 2) % 4];
    samples.push({
      id: `generated/mouth-${gum}-${tartar ? 'tartar' : 'clean'}-${k}`,
      source: 'generated-mouth',
      group: `generated-mouth:${k}`,
      load: async () => new Uint8Array(await makeMouthPhoto({ gum, tartar, width, height, seed: 100 + k })),
    });
  }
  const scenes: TSceneKind[] = ['hand', 'face', 'closed-mouth', 'whole-dog', 'toy'];
  for (const kind of scenes) {
    for (let seed = 1; seed <= 60; seed++) {
      samples.push({
        id: `generated/${kind}-${seed}`,
        source: 'generated-scene',
        group: `generated-scene:${kind}-${seed}`,
        load: async () => new Uint8Array(await makeScenePhoto(kind, { seed })),
      });
    }
  }
  return samples;
}

export function measuringCodeHash(): string {
  const hash = createHash('sha256');
  for (const file of MEASURING_CODE) hash.update(readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Features of every sample, from the cache when the measuring code is unchanged. */
export async function measureSamples(
  samples: TSample[],
  log: (line: string) => void,
): Promise<TMeasuredSample[]> {
  const cacheDir = path.join(ROOT, '.cache');
  const cacheFile = path.join(cacheDir, `train-features-${measuringCodeHash()}.json`);
  const cached: Record<string, TFeatures> = existsSync(cacheFile)
    ? JSON.parse(readFileSync(cacheFile, 'utf8'))
    : {};
  const out: TMeasuredSample[] = [];
  let measured = 0;
  for (const sample of samples) {
    let features = cached[sample.id];
    if (!features) {
      const image = await decodeForAnalysis(await sample.load());
      features = measurePhoto({ ...image, channels: 3 }).features;
      cached[sample.id] = features;
      measured++;
      if (measured % 100 === 0) log(`  measured ${measured} photos`);
    }
    out.push({ id: sample.id, source: sample.source, group: sample.group, features });
  }
  if (measured > 0) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cacheFile, JSON.stringify(cached));
  }
  log(`features: ${out.length} photos (${measured} measured, ${out.length - measured} from .cache/)`);
  return out;
}
