/**
 * The training photos: the team's shared training folder (never copied into the repo; see its
 * README) plus photos generated in code (scripts/generated-photos). Each sample's features are computed with
 * the analyser's own measurement stage and cached in `.cache/` (gitignored), keyed by a hash of
 * the measuring code, so a changed feature is never read from a stale cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { boxOf } from '#common/analysis/masks.ts';
import { measurePhoto } from '#common/analysis/measure.ts';
import type { TFeatures } from '#common/analysis/photo-features.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import { embedImage } from '#server/adapters/analysis/embedding/embed-image.ts';
import { EMBEDDING_ID } from '#server/adapters/analysis/embedding/load-mobilenet.ts';
import { makeMouthPhoto, type TGumKind } from '../generated-photos/mouth-photo.ts';
import { relight } from '../generated-photos/relight.ts';
import { makeScenePhoto, type TSceneKind } from '../generated-photos/scene-photos.ts';
import { seededRandom } from '../generated-photos/seeded-random.ts';
import { parseCsv } from '../parse-csv.ts';
import { sharedFolder } from './shared-folder.ts';
import type { TVetLabel } from './vet-labels.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where a sample comes from; the gate and the graders pick their classes from these. */
export type TSource =
  | 'human-calculus'
  | 'human-healthy'
  | 'human-ulcer'
  | 'human-gingivitis'
  | 'dog-jaw'
  | 'dog-mouth-open'
  | 'dog-photo'
  | 'cat-photo'
  | 'face-photo'
  | 'hand-photo'
  | 'generated-mouth'
  | 'generated-scene'
  | 'vet-usable'
  | 'vet-unusable';

/** The photos of mouths: the gate's positives, also as tight crops (a gum close-up at any zoom). */
export const MOUTH_SOURCES: readonly TSource[] = [
  'human-calculus',
  'human-healthy',
  'human-ulcer',
  'human-gingivitis',
  'dog-jaw',
];

/**
 * How a mouth was photographed, where the source's file name says it: the healthy set names its
 * views ("UO 0095" upper occlusal, i.e. the palate; "UF" upper front; "LR" lower right), and its
 * "DataPrimer" photos are wide-open mouths where the tongue fills the frame.
 */
export type TView = 'palate' | 'tongue' | 'gum-line' | 'unknown';

export function viewOf(sourcePath: string): TView {
  const name = path.basename(sourcePath);
  if (/^(UO|LO)\s/i.test(name)) return 'palate';
  if (/^DataPrimer-/i.test(name)) return 'tongue';
  if (/^(UF|LF|LR|LL|UR|UL)\s/i.test(name)) return 'gum-line';
  return 'unknown';
}

/** A vet's merged grade of a real pet photo (docs/vet-labels.md), as the graders' 0/1 labels. */
export type TVetTarget = { species: 'dog' | 'cat'; gingivitis: number | null; calculus: number | null };

export type TSample = {
  id: string;
  source: TSource;
  view: TView;
  /** The photo on disk, when there is one (generated photos have none): counted in the manifest hash. */
  file?: string;
  vet?: TVetTarget;
  /** Set on a copy re-lit under another lamp or exposure: for the graders only (not embedded). */
  relit?: string;
  /** Samples of one group (same patient, jaw specimen or drawing) never straddle a fold split. */
  group: string;
  load: () => Promise<Uint8Array>;
};

/** Side of the downsized copy of every photo. */
const SMALL_SIDE = 400;

export type TMeasuredSample = {
  id: string;
  source: TSource;
  view: TView;
  group: string;
  vet?: TVetTarget;
  relit?: string;
  features: TFeatures;
  /** MobileNetV2's pooled vector (server/adapters/analysis/embedding/), once embedSamples has run. */
  embedding?: Float32Array;
};

/** The photos the graders learn from (the gate learns from more). */
const GRADED_SOURCES: readonly TSource[] = [
  'human-calculus',
  'human-healthy',
  'human-ulcer',
  'human-gingivitis',
];

/** A tight crop's side, as a share of the photo's width and height. */
const CROP_SIDE = 0.55;
const MUZZLE_SIDE = 0.45;
/** How far a mouth crop reaches past the teeth and gum found, as a share of their box's side. */
const MOUTH_CROP_PAD = 0.25;
const PET_SOURCES: readonly TSource[] = ['dog-photo', 'cat-photo'];

/** Files whose code decides the features; editing any of them invalidates the cache. */
export const MEASURING_CODE = [
  'common/analysis/measure.ts',
  'common/analysis/photo-features.ts',
  'common/analysis/features.ts',
  'common/analysis/segment.ts',
  'common/analysis/colour.ts',
  'common/analysis/quality.ts',
  'common/analysis/white-balance.ts',
  'common/analysis/mouth-check.ts',
  'common/analysis/masks.ts',
  'server/adapters/analysis/decode-for-analysis.ts',
  'scripts/generated-photos/mouth-photo.ts',
  'scripts/generated-photos/scene-photos.ts',
  'scripts/generated-photos/relight.ts',
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
    const view = viewOf(row.path);
    const variants: TSample[] = [
      { id: row.file, source, view, group, file, load: async () => new Uint8Array(readFileSync(file)) },
      // A small copy in the same group: photos under 512 px are analysed at their own size, and
      // the models must not change their mind with size (docs/decisions/005).
      {
        id: `${row.file}@${SMALL_SIDE}`,
        source,
        view,
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
    // A tight crop of every mouth photo, off-centre by a seeded amount: owners send gum close-ups
    // that show a few teeth and no lips, and the gate must accept them at any zoom.
    if (MOUTH_SOURCES.includes(source)) {
      variants.push({
        id: `${row.file}@crop`,
        source,
        view,
        group,
        load: async () => new Uint8Array(await tightCrop(readFileSync(file), row.file)),
      });
    }
    // Real dogs' open mouths are mostly whole faces or whole dogs. A crop around the teeth and gum the
    // analyser finds in them is a dog's mouth at the zoom of an owner's lip-lift close-up: the gate
    // and the person head learn a dog's mouth there (docs/decisions/010-analyser-v4.md).
    if (source === 'dog-mouth-open') {
      variants.push({
        id: `${row.file}@mouth`,
        source,
        view,
        group,
        load: async () => new Uint8Array(await mouthCrop(readFileSync(file))),
      });
    }
    // A close crop of each pet photo, the face and muzzle at a mouth photo's zoom: the heads must
    // tell a person's mouth from a pet's by the mouth, fur and teeth, not by how close the camera
    // was (every human photo here is a close-up). Not a gate sample: a few pets show their teeth.
    if (PET_SOURCES.includes(source)) {
      variants.push({
        id: `${row.file}@muzzle`,
        source,
        view,
        group,
        load: async () => new Uint8Array(await tightCrop(readFileSync(file), row.file, MUZZLE_SIDE)),
      });
    }
    // Re-lit copies of the graded photos, so the graders learn that a lamp's colour or the exposure
    // is not a property of the gums (docs/decisions/007-analyser-v3.md, colour constancy).
    if (GRADED_SOURCES.includes(source)) {
      for (const [name, gains] of relightsOf(row.file)) {
        variants.push({
          id: `${row.file}@${name}`,
          source,
          view,
          group,
          relit: name,
          load: async () => new Uint8Array(await relitCopy(readFileSync(file), gains)),
        });
      }
    }
    return variants;
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
      view: 'gum-line',
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
        view: 'unknown',
        group: `generated-scene:${kind}-${seed}`,
        load: async () => new Uint8Array(await makeScenePhoto(kind, { seed })),
      });
    }
  }
  return samples;
}

/** Vet-graded pet photos (docs/vet-labels.md): one sample each, grouped by photo. */
export function vetLabelSamples(labels: TVetLabel[]): TSample[] {
  return labels.map((label) => ({
    id: `vet/${path.basename(label.file)}`,
    source: label.isUsable ? 'vet-usable' : 'vet-unusable',
    view: 'gum-line',
    group: `vet:${path.basename(label.file)}`,
    file: label.file,
    vet: {
      species: label.species,
      gingivitis: label.isUsable && label.gingivalIndex !== null ? Number(label.gingivalIndex >= 1) : null,
      calculus: label.isUsable && label.calculusIndex !== null ? Number(label.calculusIndex >= 1) : null,
    },
    load: async () => new Uint8Array(readFileSync(label.file)),
  }));
}

/**
 * Four lamps per photo, their strength drawn (seeded by the file name) from 8-25% warm or cool and
 * 12-35% brighter or darker, so the graders see a spread of lights, not the test's exact ones.
 */
function relightsOf(id: string): [string, [number, number, number]][] {
  const random = seededRandom(createHash('sha256').update(`relight:${id}`).digest().readUInt32LE(0));
  const cast = () => 0.08 + 0.17 * random();
  const exposure = () => 0.12 + 0.23 * random();
  const [warm, cool, bright, dark] = [cast(), cast(), exposure(), exposure()];
  return [
    ['warm', [1 + warm, 1, 1 - warm]],
    ['cool', [1 - cool, 1, 1 + cool]],
    ['bright', [1 + bright, 1 + bright, 1 + bright]],
    ['dark', [1 - dark, 1 - dark, 1 - dark]],
  ];
}

async function relitCopy(bytes: Buffer, gains: [number, number, number]): Promise<Buffer> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(relight(data, gains), { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A crop around the teeth and the gum next to them (the segmentation's gum line and margin), padded
 * by MOUTH_CROP_PAD; the whole photo when none is found.
 */
async function mouthCrop(bytes: Buffer): Promise<Buffer> {
  const upright = await sharp(bytes).rotate().jpeg({ quality: 95 }).toBuffer();
  const image = await decodeForAnalysis(new Uint8Array(upright));
  const { segmentation: seg } = measurePhoto({ ...image, channels: 3 });
  const mouth = seg.gumline.map((v, i) => v | seg.margin[i]);
  const box = boxOf(mouth, seg.width, seg.height);
  if (!box) return upright;
  const { width = 1, height = 1 } = await sharp(upright).metadata();
  const x0 = Math.max(0, box.x - box.width * MOUTH_CROP_PAD);
  const y0 = Math.max(0, box.y - box.height * MOUTH_CROP_PAD);
  const x1 = Math.min(1, box.x + box.width * (1 + MOUTH_CROP_PAD));
  const y1 = Math.min(1, box.y + box.height * (1 + MOUTH_CROP_PAD));
  const left = Math.round(x0 * width);
  const top = Math.round(y0 * height);
  const w = Math.max(16, Math.round((x1 - x0) * width));
  const h = Math.max(16, Math.round((y1 - y0) * height));
  return sharp(upright)
    .extract({ left, top, width: Math.min(w, width - left), height: Math.min(h, height - top) })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function tightCrop(bytes: Buffer, id: string, side = CROP_SIDE): Promise<Buffer> {
  const upright = await sharp(bytes).rotate().jpeg({ quality: 95 }).toBuffer();
  const { width = 1, height = 1 } = await sharp(upright).metadata();
  const [w, h] = [Math.round(width * side), Math.round(height * side)];
  // Seeded by the file name, so the crop is the same on every run.
  const random = seededRandom(createHash('sha256').update(id).digest().readUInt32LE(0));
  const left = Math.round((0.2 + 0.6 * random()) * (width - w));
  const top = Math.round((0.2 + 0.6 * random()) * (height - h));
  return sharp(upright).extract({ left, top, width: w, height: h }).jpeg({ quality: 90 }).toBuffer();
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
    out.push({
      id: sample.id,
      source: sample.source,
      view: sample.view,
      group: sample.group,
      ...(sample.vet ? { vet: sample.vet } : {}),
      ...(sample.relit ? { relit: sample.relit } : {}),
      features,
    });
  }
  if (measured > 0) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cacheFile, JSON.stringify(cached));
  }
  log(`features: ${out.length} photos (${measured} measured, ${out.length - measured} from .cache/)`);
  return out;
}

/**
 * MobileNetV2 embeddings of every sample, cached one file per sample in `.cache/` under the
 * embedding's id (weights, layer and preprocessing), so a changed embedding is never mixed in.
 */
export async function embedSamples(
  samples: TSample[],
  measured: TMeasuredSample[],
  log: (line: string) => void,
): Promise<TMeasuredSample[]> {
  const dir = path.join(ROOT, '.cache', `train-embeddings-${EMBEDDING_ID}`);
  mkdirSync(dir, { recursive: true });
  const byId = new Map(samples.map((s) => [s.id, s]));
  let computed = 0;
  const out: TMeasuredSample[] = [];
  for (const m of measured) {
    if (m.relit) {
      out.push(m);
      continue;
    }
    const file = path.join(dir, `${createHash('sha256').update(m.id).digest('hex').slice(0, 32)}.f32`);
    let embedding: Float32Array;
    const sample = byId.get(m.id);
    // scripts/train/cache-embeddings.ts caches whole files under their bytes' hash: the same vector.
    const wholeFile = sample?.file
      ? path.join(
          ROOT,
          '.cache/embeddings',
          EMBEDDING_ID,
          `${createHash('sha256').update(readFileSync(sample.file)).digest('hex')}.f32`,
        )
      : null;
    const cached = existsSync(file) ? file : wholeFile && existsSync(wholeFile) ? wholeFile : null;
    if (cached) {
      const bytes = readFileSync(cached);
      embedding = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    } else {
      if (!sample) throw new Error(`no sample ${m.id}`);
      embedding = await embedImage(await decodeForAnalysis(await sample.load()));
      writeFileSync(file, Buffer.from(embedding.buffer, embedding.byteOffset, embedding.byteLength));
      computed++;
      if (computed % 100 === 0) log(`  embedded ${computed} photos`);
    }
    out.push({ ...m, embedding });
  }
  log(`embeddings: ${out.length} photos (${computed} computed, ${out.length - computed} from .cache/)`);
  return out;
}
