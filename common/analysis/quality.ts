import type { TRgbImage } from '#common/analysis/colour.ts';
import type { TWhiteBalance } from '#common/analysis/white-balance.ts';
import type { TPhotoProblem } from '#common/contracts/scans.ts';

export type TQualityProblem = 'too_small' | 'too_dark' | 'overexposed' | 'blurry' | 'colour_cast';

export type TQualityReadings = {
  meanLuma: number;
  /** Share of pixels with every channel at 250 or more. */
  clippedShare: number;
  /** Share of pixels at luma 20 or less. */
  crushedShare: number;
  /** Variance of the 4-neighbour Laplacian of luma, the usual focus measure. */
  sharpness: number;
  /** Share of pixels whose Laplacian is exactly 0: high for screenshots and flat graphics. */
  flatShare: number;
};

export type TQualityResult = {
  problems: TQualityProblem[];
  readings: TQualityReadings;
  /** 0-1, how comfortably the photo passed; feeds the confidence. */
  margin: number;
};

/** The decoded image is at most 512 px on its longest side; below this a gum margin is a few pixels wide. */
const MIN_PIXELS = 200 * 150;
const DARK_MEAN = 50;
const BRIGHT_MEAN = 225;
const CLIPPED_LIMIT = 0.3;
/**
 * Calibrated on sample photos at 512 px: usable photos read 17-2700 (soft close-ups at the low
 * end), a 2 px Gaussian blur of them reads under 8.
 */
const BLUR_LIMIT = 12;
/** Lab a* and b* of the bright reference beyond which the lamp colour cannot be trusted away. */
const CAST_LIMIT = { blue: -14, green: -12, magenta: 22, yellow: 42 };

/** One retake tip per problem the gate can name (common/contracts/scans.ts PHOTO_PROBLEMS). */
export const RETAKE_TIPS: Record<TPhotoProblem, string> = {
  too_small:
    'The photo is too small to see the gum line. Send the original photo, or move closer so the mouth fills most of the frame.',
  too_dark:
    'The photo is too dark. Turn on a light or step next to a window; a phone torch held to the side works well.',
  overexposed:
    'The photo is washed out. Move away from direct sun or turn off the flash and use soft daylight instead.',
  blurry:
    'The photo is blurry. Hold the phone steady, tap the screen on the teeth to focus, and take a couple of shots.',
  colour_cast:
    'The light is strongly coloured, which hides the true gum colour. Retake in daylight or under a plain white light.',
  too_far:
    'The mouth is too small in the photo to judge the gums. Move the phone closer (about a hand-width away) or crop the photo to the gums and teeth.',
  mouth_closed:
    "The mouth looks closed, so the gums and teeth can't be seen. Gently lift your pet's lip at the side with one finger so the teeth and the pink gum line above them show.",
  not_a_pet:
    "This looks like a person's mouth. PawSmile checks dogs' and cats' mouths: if this is your dog or cat, choose Dog or Cat and analyse the photo again. For your own teeth and gums, please see a dentist.",
  screenshot:
    "This looks like a screenshot or a picture from a web page, not a photo from a camera. Take a photo of your pet's mouth with your phone's camera (lift the lip at the side so the teeth and the pink gum line show), or choose one from your photos.",
  no_mouth:
    "We couldn't find gums and teeth in this photo. Gently lift your pet's lip at the side so the teeth and the pink gum line above them are visible, and fill the frame with the mouth.",
};

export function measureQuality(image: TRgbImage, luma: Float32Array): TQualityReadings {
  const { width, height, data } = image;
  const n = width * height;
  let sum = 0;
  let clipped = 0;
  let crushed = 0;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    sum += luma[i];
    if (data[p] >= 250 && data[p + 1] >= 250 && data[p + 2] >= 250) clipped++;
    if (luma[i] <= 20) crushed++;
  }
  let lapSum = 0;
  let lapSq = 0;
  let flat = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const lap = luma[i - 1] + luma[i + 1] + luma[i - width] + luma[i + width] - 4 * luma[i];
      lapSum += lap;
      lapSq += lap * lap;
      if (Math.abs(lap) < 0.01) flat++;
      count++;
    }
  }
  const lapMean = count > 0 ? lapSum / count : 0;
  return {
    meanLuma: sum / n,
    clippedShare: clipped / n,
    crushedShare: crushed / n,
    sharpness: count > 0 ? lapSq / count - lapMean * lapMean : 0,
    flatShare: count > 0 ? flat / count : 1,
  };
}

export function gradeQuality(
  image: TRgbImage,
  readings: TQualityReadings,
  balance: TWhiteBalance,
): TQualityResult {
  const problems: TQualityProblem[] = [];
  const margins: number[] = [];
  const pixels = image.width * image.height;
  if (pixels < MIN_PIXELS) problems.push('too_small');
  margins.push(Math.min(1, pixels / (MIN_PIXELS * 2)));

  if (readings.meanLuma < DARK_MEAN || readings.crushedShare > 0.6) problems.push('too_dark');
  if (readings.meanLuma > BRIGHT_MEAN || readings.clippedShare > CLIPPED_LIMIT) problems.push('overexposed');
  margins.push(
    clamp01((readings.meanLuma - DARK_MEAN) / 40),
    clamp01((BRIGHT_MEAN - readings.meanLuma) / 40),
  );
  margins.push(clamp01((CLIPPED_LIMIT - readings.clippedShare) / CLIPPED_LIMIT));

  if (readings.sharpness < BLUR_LIMIT) problems.push('blurry');
  margins.push(clamp01(Math.log(Math.max(readings.sharpness, 1) / BLUR_LIMIT) / Math.log(4)));

  const { castA, castB } = balance;
  const isCast =
    castB < CAST_LIMIT.blue ||
    castA < CAST_LIMIT.green ||
    castA > CAST_LIMIT.magenta ||
    castB > CAST_LIMIT.yellow;
  if (isCast) problems.push('colour_cast');
  margins.push(clamp01(1 - Math.hypot(castA, castB) / 40));

  return { problems, readings, margin: Math.min(...margins) };
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}
