import { linearToLab, SRGB_TO_LINEAR, type TRgbImage } from '#server/analysis/colour.ts';

export type TWhiteBalance = {
  /** Linear-light gains for R, G, B applied before Lab conversion. */
  gains: [number, number, number];
  /** Lab a* and b* of the bright reference pixels before correction: how far the lamp is from white. */
  castA: number;
  castB: number;
  /** How many pixels the estimate rests on; few means the gains stay close to 1. */
  referencePixels: number;
};

/**
 * Only part of the estimated cast is removed: teeth (the usual bright reference in a mouth
 * photo) are naturally a little yellow, and tartar is yellow-brown, so a full correction would
 * bleach real findings. The cap keeps one odd photo from swinging every reading.
 */
const CORRECTION_STRENGTH = 0.65;
const MAX_GAIN = 1.35;
const MIN_GAIN = 1 / MAX_GAIN;
const PINK_TOLERANCES = [8, 20, 32] as const;
/** Below this many reference pixels there is no white to measure against. */
const MIN_REFERENCE = 50;
/** Teeth under neutral light read about this warm; that is the target, not pure white. */
const TARGET_WARMTH = [1, 0.97, 0.86] as const;

/**
 * Bright-pixel ("white patch") estimate: the mean of the brightest, not clipped, not strongly
 * coloured pixels. In a mouth photo those are mostly teeth; gums and tongue are too saturated.
 */
export function estimateWhiteBalance(image: TRgbImage): TWhiteBalance {
  const { data, width, height } = image;
  const n = width * height;
  const histogram = new Uint32Array(256);
  let unclipped = 0;
  for (let p = 0; p < n * 3; p += 3) {
    const max = Math.max(data[p], data[p + 1], data[p + 2]);
    // Clipped pixels carry no colour information; a warm lamp clips red first.
    if (max >= 252) continue;
    histogram[max]++;
    unclipped++;
  }
  // Start of the top 10% by brightest channel.
  let cutoff = 255;
  for (let seen = 0; cutoff > 0 && seen < unclipped * 0.1; cutoff--) seen += histogram[cutoff];

  // Pinkish pixels are skipped: pale gums are nearly white and must not be taken as the white. Under
  // a warm lamp the teeth look pinkish too, so the rule loosens step by step until enough remain.
  const minCount = Math.max(50, n * 0.002);
  let sums = collectReference(data, n, cutoff, PINK_TOLERANCES[0]);
  for (let k = 1; k < PINK_TOLERANCES.length && sums[3] < minCount; k++) {
    sums = collectReference(data, n, cutoff, PINK_TOLERANCES[k]);
  }
  const [sumR, sumG, sumB, count] = sums;
  if (count < MIN_REFERENCE) return { gains: [1, 1, 1], castA: 0, castB: 0, referencePixels: count };
  // Fewer reference pixels than wanted weaken the correction smoothly instead of dropping it: a
  // cliff here made a 5% warmer copy of a photo read completely differently.
  const support = Math.min(1, count / minCount);

  const mean = [sumR / count, sumG / count, sumB / count];
  const [, castA, castB] = linearToLab(mean[0], mean[1], mean[2]);
  const grey = (mean[0] + mean[1] + mean[2]) / 3;
  const gains = mean.map((m, i) => {
    const full = (grey * TARGET_WARMTH[i]) / Math.max(m, 1e-6);
    return Math.min(MAX_GAIN, Math.max(MIN_GAIN, full ** (CORRECTION_STRENGTH * support)));
  }) as [number, number, number];
  // Normalise to the green channel so exposure is left alone.
  const g = gains[1];
  return { gains: [gains[0] / g, 1, gains[2] / g], castA, castB, referencePixels: count };
}

function collectReference(
  data: Uint8Array,
  n: number,
  cutoff: number,
  pinkTolerance: number,
): [number, number, number, number] {
  let sumR = 0;
  let sumG = 0;
  let sumB = 0;
  let count = 0;
  for (let p = 0; p < n * 3; p += 3) {
    const r = data[p];
    const g = data[p + 1];
    const b = data[p + 2];
    const max = Math.max(r, g, b);
    if (max < cutoff || max >= 252 || max < 60) continue;
    if ((max - Math.min(r, g, b)) / max > 0.4) continue;
    if (r - g > g - b + pinkTolerance) continue;
    sumR += SRGB_TO_LINEAR[r];
    sumG += SRGB_TO_LINEAR[g];
    sumB += SRGB_TO_LINEAR[b];
    count++;
  }
  return [sumR, sumG, sumB, count];
}
