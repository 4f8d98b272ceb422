import type { TLabImage } from '#common/analysis/colour.ts';
import type { TReadings } from '#common/analysis/features.ts';
import { boxOf } from '#common/analysis/masks.ts';
import type { TMouthCheck } from '#common/analysis/mouth-check.ts';
import type { TQualityReadings } from '#common/analysis/quality.ts';
import { PIXEL, type TSegmentation } from '#common/analysis/segment.ts';
import type { TWhiteBalance } from '#common/analysis/white-balance.ts';

/**
 * The feature vector the learned gate and graders read (docs/decisions/005-learned-gate-and-grading.md).
 * Every feature is a share, a ratio or a colour value, never a pixel count, so resizing a photo
 * leaves it (nearly) unchanged: a model cannot flip on size alone.
 */
export const FEATURE_NAMES = [
  // Photo quality
  'meanLuma',
  'clippedShare',
  'crushedShare',
  'logSharpness',
  'flatShare',
  'castA',
  'castB',
  'whiteReference',
  // Pixel classes (white-balanced Lab)
  'gumShare',
  'toothShare',
  'dentalShare',
  'stainShare',
  'pigmentShare',
  'blueGreyShare',
  'pinkMarginShare',
  'gumlineShare',
  'toothInterface',
  'gumAdjacency',
  'mouthScore',
  // Lab histogram of the white-balanced photo, outside the gum and tooth classes (shares of the photo)
  'lightQ1',
  'lightQ2',
  'lightQ3',
  'lightQ4',
  'hueRed',
  'huePink',
  'hueOrange',
  'hueYellow',
  'hueGreen',
  'hueBlue',
  'huePurple',
  'neutralShare',
  'meanChroma',
  'skinTanShare',
  'saturatedRedShare',
  // Texture and blob geometry
  'edgeDensity',
  'toothEdgeDensity',
  'dentalBoxArea',
  'dentalBoxAspect',
  'gumBoxArea',
  'mouthBoxArea',
  'dentalCentreOffset',
  'dentalLargestBlob',
  'dentalBlobCount',
  // Colour readings of gum and teeth
  'redness',
  'marginRedness',
  'marginContrast',
  'inflamedPatchShare',
  'gumRedHigh',
  'gumLightnessRatio',
  'gumYellow',
  'toothYellow',
  'toothLightness',
  'tartarCoverage',
  'gumlineTartar',
  'pallor',
] as const;

export type TFeatureName = (typeof FEATURE_NAMES)[number];

/**
 * The gate judges what is in the photo, not how diseased it looks: the readings the graders use
 * (redness, pallor, tartar, and the tooth share, which tartar lowers) are kept out of it, so redder
 * gums or more tartar do not turn a usable photo into a refusal.
 */
const GRADING_ONLY: readonly TFeatureName[] = [
  'toothShare',
  'redness',
  'marginRedness',
  'marginContrast',
  'inflamedPatchShare',
  'gumRedHigh',
  'saturatedRedShare',
  'gumLightnessRatio',
  'gumYellow',
  'toothYellow',
  'tartarCoverage',
  'gumlineTartar',
  'stainShare',
  'pallor',
];
export const GATE_FEATURES: readonly TFeatureName[] = FEATURE_NAMES.filter((f) => !GRADING_ONLY.includes(f));
export type TFeatures = Record<TFeatureName, number>;

export type TFeatureInput = {
  lab: TLabImage;
  luma: Float32Array;
  seg: TSegmentation;
  quality: TQualityReadings;
  balance: TWhiteBalance;
  mouth: TMouthCheck;
  readings: TReadings;
};

/** Gradient (|dx| + |dy| of luma, 0-255) above which a pixel counts as an edge at 512 px. */
const EDGE_STEP = 48;

export function extractFeatures(input: TFeatureInput): TFeatures {
  const { lab, luma, seg, quality, balance, mouth, readings } = input;
  const { width, height } = seg;
  const n = width * height;
  const dental = new Uint8Array(n);
  const gum = new Uint8Array(n);
  const mouthMask = new Uint8Array(n);

  // One pass over the pixels for the colour histogram and the edges.
  const light = [0, 0, 0, 0];
  const hues = [0, 0, 0, 0, 0, 0, 0];
  let neutral = 0;
  let chromaSum = 0;
  let skinTan = 0;
  let saturatedRed = 0;
  let edges = 0;
  let toothEdges = 0;
  let dentalCount = 0;
  let sumX = 0;
  let sumY = 0;
  let context = 0;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const c = seg.classes[i];
      mouthMask[i] = seg.margin[i] | seg.gumline[i];
      if (c === PIXEL.gum) gum[i] = 1;
      const isDental = c === PIXEL.tooth || c === PIXEL.stain;
      if (isDental) {
        dental[i] = 1;
        dentalCount++;
        sumX += x;
        sumY += y;
      }
      if (x > 0 && y > 0) {
        const step = Math.abs(luma[i] - luma[i - 1]) + Math.abs(luma[i] - luma[i - width]);
        if (step >= EDGE_STEP) {
          edges++;
          if (isDental) toothEdges++;
        }
      }
      // The colour histogram describes the context around the mouth (fur, skin, lips, background),
      // not the gums and teeth themselves, so the gate cannot refuse a photo for how red the gums
      // or how yellow the teeth are.
      if (c !== PIXEL.other) continue;
      context++;
      const l = lab.l[i];
      const a = lab.a[i];
      const b = lab.b[i];
      light[l < 25 ? 0 : l < 50 ? 1 : l < 75 ? 2 : 3]++;
      const chroma = Math.sqrt(a * a + b * b);
      chromaSum += chroma;
      if (chroma < 10) neutral++;
      else hues[hueSector(a, b)]++;
      if (chroma >= 10 && chroma <= 45 && l >= 35 && l <= 85 && b >= a && a >= 0) skinTan++;
      if (a >= 35) saturatedRed++;
    }
  }

  const dentalBox = boxOf(dental, width, height);
  const gumBox = boxOf(gum, width, height);
  const mouthBox = boxOf(mouthMask, width, height);
  const blobs = dentalBlobs(dental, width, height);
  const pinkMargin = seg.counts.pinkMargin;
  const gumCount = seg.counts.gum;
  const centreOffset =
    dentalCount > 0 ? Math.hypot(sumX / dentalCount / width - 0.5, sumY / dentalCount / height - 0.5) : 0.71;

  return {
    meanLuma: quality.meanLuma / 255,
    clippedShare: quality.clippedShare,
    crushedShare: quality.crushedShare,
    logSharpness: Math.log10(1 + quality.sharpness),
    flatShare: quality.flatShare,
    castA: balance.castA,
    castB: balance.castB,
    whiteReference: balance.referencePixels / n,
    gumShare: gumCount / n,
    toothShare: seg.counts.tooth / n,
    dentalShare: dentalCount / n,
    stainShare: seg.counts.stain / n,
    pigmentShare: seg.counts.pigment / n,
    blueGreyShare: seg.counts.blueGrey / n,
    pinkMarginShare: pinkMargin / n,
    gumlineShare: seg.counts.gumline / n,
    toothInterface: mouth.readings.toothInterface,
    gumAdjacency: gumCount > 0 ? pinkMargin / gumCount : 0,
    mouthScore: mouth.score,
    lightQ1: light[0] / n,
    lightQ2: light[1] / n,
    lightQ3: light[2] / n,
    lightQ4: light[3] / n,
    hueRed: hues[0] / n,
    huePink: hues[1] / n,
    hueOrange: hues[2] / n,
    hueYellow: hues[3] / n,
    hueGreen: hues[4] / n,
    hueBlue: hues[5] / n,
    huePurple: hues[6] / n,
    neutralShare: neutral / n,
    meanChroma: context > 0 ? chromaSum / context : 0,
    skinTanShare: skinTan / n,
    saturatedRedShare: saturatedRed / n,
    edgeDensity: edges / n,
    toothEdgeDensity: dentalCount > 0 ? toothEdges / dentalCount : 0,
    dentalBoxArea: dentalBox ? dentalBox.width * dentalBox.height : 0,
    dentalBoxAspect: dentalBox ? Math.log((dentalBox.width + 0.01) / (dentalBox.height + 0.01)) : 0,
    gumBoxArea: gumBox ? gumBox.width * gumBox.height : 0,
    mouthBoxArea: mouthBox ? mouthBox.width * mouthBox.height : 0,
    dentalCentreOffset: centreOffset,
    dentalLargestBlob: blobs.largestShare,
    dentalBlobCount: blobs.count,
    redness: readings.redness,
    marginRedness: readings.marginRedness,
    marginContrast: readings.marginContrast,
    inflamedPatchShare: readings.inflamedPatchShare,
    gumRedHigh: readings.gumRedHigh,
    gumLightnessRatio: readings.gumLightness / Math.max(1, readings.toothLightness),
    gumYellow: readings.gumYellow,
    toothYellow: readings.toothYellow,
    toothLightness: readings.toothLightness,
    tartarCoverage: readings.tartarCoverage,
    gumlineTartar: readings.gumlineTartar,
    pallor: readings.pallor,
  };
}

export function featureVector(features: TFeatures): number[] {
  return FEATURE_NAMES.map((name) => features[name]);
}

/** Seven hue sectors in Lab (degrees from +a*): red, pink, orange, yellow, green, blue, purple. */
function hueSector(a: number, b: number): number {
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  if (hue >= -15 && hue < 15) return 0;
  if (hue >= -45 && hue < -15) return 1;
  if (hue >= 15 && hue < 55) return 2;
  if (hue >= 55 && hue < 110) return 3;
  if (hue >= 110 || hue < -160) return 4;
  if (hue >= -160 && hue < -100) return 5;
  return 6;
}

/**
 * Connected tooth blobs (4-neighbour, union-find, one pass): real teeth are a few solid blobs,
 * white fur and glare are many specks. Returns the largest blob's share of all tooth pixels and
 * the number of blobs holding at least 0.2% of them (capped at 50).
 */
function dentalBlobs(
  mask: Uint8Array,
  width: number,
  height: number,
): { largestShare: number; count: number } {
  const n = width * height;
  const parent = new Int32Array(n).fill(-1);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root];
    while (parent[i] !== root) {
      const next = parent[i];
      parent[i] = root;
      i = next;
    }
    return root;
  };
  let total = 0;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (!mask[i]) continue;
      total++;
      parent[i] = i;
      if (x > 0 && mask[i - 1]) parent[find(i)] = find(i - 1);
      if (y > 0 && mask[i - width]) {
        const a = find(i);
        const b = find(i - width);
        if (a !== b) parent[a] = b;
      }
    }
  }
  if (total === 0) return { largestShare: 0, count: 0 };
  const sizes = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    if (!mask[i]) continue;
    const root = find(i);
    sizes.set(root, (sizes.get(root) ?? 0) + 1);
  }
  let largest = 0;
  let count = 0;
  for (const size of sizes.values()) {
    if (size > largest) largest = size;
    // Specks of a pixel or two are noise in every photo; they would make the count size-dependent.
    if (size >= total * 0.002) count++;
  }
  return { largestShare: largest / total, count: Math.min(50, count) };
}
