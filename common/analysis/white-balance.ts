import { linearToLab, SRGB_TO_LINEAR, type TRgbImage } from '#common/analysis/colour.ts';

export type TWhiteBalance = {
  /**
   * Linear-light gains for R, G, B applied before Lab conversion: the lamp's colour removed and the
   * exposure brought to a standard level for the reference white.
   */
  gains: [number, number, number];
  /** Lab a* and b* of the bright reference pixels before correction: how far the lamp is from white. */
  castA: number;
  castB: number;
  /** How many pixels the estimate rests on; few means the gains stay close to 1. */
  referencePixels: number;
};

/**
 * Colour constancy (docs/decisions/007-analyser-v3.md): gum colour is read against the photo's own
 * white, the teeth and highlights, so a warm lamp or a dark room does not make healthy gums read as
 * inflamed. The lamp's colour is removed in full; the cap keeps one odd photo (a mouth with no
 * white at all) from swinging every reading.
 */
const MAX_GAIN = 1.6;
const MIN_GAIN = 1 / MAX_GAIN;
/** The reference white's luminance (linear) after correction, so exposure moves Lab readings less. */
const TARGET_LUMINANCE = 0.55;
/**
 * Half of the exposure difference is taken out. In full, the gum redness reading ranked inflamed
 * tissue worse on the training photos (AUC 0.71 against 0.77 without, 0.74 at half: ADR 007);
 * half keeps +-30% exposure within the colour-constancy bound on graded photos.
 */
const EXPOSURE_STRENGTH = 0.5;
const MAX_EXPOSURE_GAIN = 2;
const MIN_EXPOSURE_GAIN = 0.5;
const PINK_TOLERANCES = [8, 20, 32] as const;
/** Below this many reference pixels there is no white to measure against. */
const MIN_REFERENCE = 50;
/** Teeth under neutral light read about this warm; that is the target, not pure white. */
const TARGET_WARMTH = [1, 0.97, 0.86] as const;
/**
 * Which pixels are "white" depends on the light: under a warm lamp the teeth look pinkish and fail
 * the not-pink rule. Choosing them again in the corrected colours converges in two or three rounds,
 * so the same pixels are the reference whatever the lamp.
 */
const ROUNDS = 3;

type TSums = [number, number, number, number];

/**
 * Bright-pixel ("white patch") estimate, iterated: the mean of the brightest, not clipped, not
 * strongly coloured pixels as they look after the current correction. In a mouth photo those are
 * mostly teeth; gums and tongue are too saturated.
 */
export function estimateWhiteBalance(image: TRgbImage): TWhiteBalance {
  const n = image.width * image.height;
  const minCount = Math.max(50, n * 0.002);
  let gains: [number, number, number] = [1, 1, 1];
  let first: { castA: number; castB: number } | null = null;
  let count = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const sums = referenceSums(image, gains, minCount);
    count = sums[3];
    if (count < MIN_REFERENCE) break;
    // Sums are of the original linear values: the estimate is always made from the photo as taken.
    const mean = [sums[0] / count, sums[1] / count, sums[2] / count];
    if (!first) {
      const [, castA, castB] = linearToLab(mean[0], mean[1], mean[2]);
      first = { castA, castB };
    }
    // Fewer reference pixels than wanted weaken the correction smoothly instead of dropping it: a
    // cliff here made a 5% warmer copy of a photo read completely differently.
    const support = Math.min(1, count / minCount);
    gains = gainsFor(mean, support);
  }
  if (!first) return { gains: [1, 1, 1], castA: 0, castB: 0, referencePixels: count };
  return { gains, ...first, referencePixels: count };
}

function gainsFor(mean: number[], support: number): [number, number, number] {
  const grey = (mean[0] + mean[1] + mean[2]) / 3;
  const colour = mean.map((m, i) => {
    const full = (grey * TARGET_WARMTH[i]) / Math.max(m, 1e-6);
    return Math.min(MAX_GAIN, Math.max(MIN_GAIN, full ** support));
  });
  const g = colour[1];
  const [r, , b] = [colour[0] / g, 1, colour[2] / g];
  const luminance = 0.2126 * mean[0] * r + 0.7152 * mean[1] + 0.0722 * mean[2] * b;
  const exposure = Math.min(
    MAX_EXPOSURE_GAIN,
    Math.max(
      MIN_EXPOSURE_GAIN,
      (TARGET_LUMINANCE / Math.max(luminance, 1e-6)) ** (EXPOSURE_STRENGTH * support),
    ),
  );
  return [r * exposure, exposure, b * exposure];
}

/** 8-bit sRGB code of a corrected linear value, per channel: the reference rules read codes. */
function correctedCodes(gain: number): Uint8Array {
  const table = new Uint8Array(256);
  for (let i = 0; i < 256; i++) {
    const v = Math.min(1, SRGB_TO_LINEAR[i] * gain);
    const c = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
    table[i] = Math.round(c * 255);
  }
  return table;
}

/** Linear sums and count of the reference pixels as chosen under the current gains. */
function referenceSums(image: TRgbImage, gains: readonly number[], minCount: number): TSums {
  const { data } = image;
  const n = image.width * image.height;
  const [lutR, lutG, lutB] = gains.map(correctedCodes);
  const histogram = new Uint32Array(256);
  let unclipped = 0;
  for (let p = 0; p < n * 3; p += 3) {
    // Clipped pixels carry no colour information; a warm lamp clips red first.
    if (Math.max(data[p], data[p + 1], data[p + 2]) >= 252) continue;
    histogram[Math.max(lutR[data[p]], lutG[data[p + 1]], lutB[data[p + 2]])]++;
    unclipped++;
  }
  // Start of the top 10% by brightest corrected channel.
  let cutoff = 255;
  for (let seen = 0; cutoff > 0 && seen < unclipped * 0.1; cutoff--) seen += histogram[cutoff];

  // Pinkish pixels are skipped: pale gums are nearly white and must not be taken as the white. When
  // too few remain the rule loosens step by step.
  let sums = collectReference(data, [lutR, lutG, lutB], n, cutoff, PINK_TOLERANCES[0]);
  for (let k = 1; k < PINK_TOLERANCES.length && sums[3] < minCount; k++) {
    sums = collectReference(data, [lutR, lutG, lutB], n, cutoff, PINK_TOLERANCES[k]);
  }
  return sums;
}

function collectReference(
  data: Uint8Array,
  [lutR, lutG, lutB]: Uint8Array[],
  n: number,
  cutoff: number,
  pinkTolerance: number,
): TSums {
  let sumR = 0;
  let sumG = 0;
  let sumB = 0;
  let count = 0;
  for (let p = 0; p < n * 3; p += 3) {
    if (Math.max(data[p], data[p + 1], data[p + 2]) >= 252) continue;
    const r = lutR[data[p]];
    const g = lutG[data[p + 1]];
    const b = lutB[data[p + 2]];
    const max = Math.max(r, g, b);
    if (max < cutoff || max < 60) continue;
    if ((max - Math.min(r, g, b)) / max > 0.4) continue;
    if (r - g > g - b + pinkTolerance) continue;
    sumR += SRGB_TO_LINEAR[data[p]];
    sumG += SRGB_TO_LINEAR[data[p + 1]];
    sumB += SRGB_TO_LINEAR[data[p + 2]];
    count++;
  }
  return [sumR, sumG, sumB, count];
}
