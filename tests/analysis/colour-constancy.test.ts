import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseImage } from '#server/adapters/analysis/analyse-image.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { relight } from '../../scripts/generated-photos/relight.ts';
import { sharedFolder } from '../../scripts/train/shared-folder.ts';

/**
 * Colour constancy (docs/decisions/007-analyser-v3.md): the same mouth photographed under a warmer
 * or cooler lamp, or exposed brighter or darker, must read the same. Real photos are re-rendered
 * in linear light under +-20% warm and cool casts and +-30% exposure; the gingivitis probability
 * of every photo graded both times may move by less than MAX_CHANGE. Real mouths come from the team's training folder (every 20th photo
 * of each human mouth set, a fixed list); the generated mouths keep the test alive without it.
 */
/**
 * 0.10 under analyser v3; 0.25 since v4 (docs/decisions/010-analyser-v4.md): the gingivitis grader
 * calibrated to an even prior spreads human photos across the middle of the scale, where its slope
 * is steepest, and 3 of these photos then moved by 0.11-0.20 under +-30% exposure (most by far less).
 * A regression kept for the better ranking (gingivitis AUC 0.84 to 0.92 on held-out folds).
 */
const MAX_CHANGE = 0.25;
const RENDERINGS: Record<string, readonly [number, number, number]> = {
  'warm +20%': [1.2, 1, 0.8],
  'cool +20%': [0.8, 1, 1.2],
  'exposure +30%': [1.3, 1.3, 1.3],
  'exposure -30%': [0.7, 0.7, 0.7],
};
const EVERY = 20;

type TPhoto = { name: string; image: { data: Uint8Array; width: number; height: number } };

/**
 * Confidence is a calibrated chance of being right: below even odds the analyser itself reports a
 * result as borderline, the same exemption as tests/analysis/metamorphic.test.ts makes.
 */
const BORDERLINE_CONFIDENCE = 0.5;

/** The report's probability, as the owner would see it; null when the photo is not graded. */
async function readingOf(image: TPhoto['image'], data = image.data) {
  const { report } = await analyseImage({ ...image, data }, { skipSpeciesCheck: true });
  return {
    probability: report.gingivitisProbability,
    isBorderline: report.confidence < BORDERLINE_CONFIDENCE,
  };
}

async function loadPhotos(): Promise<TPhoto[]> {
  const sources: { name: string; bytes: Uint8Array }[] = [];
  for (const [gum, seed] of [
    ['healthy', 11],
    ['inflamed', 12],
  ] as const) {
    sources.push({ name: `generated ${gum}`, bytes: new Uint8Array(await makeMouthPhoto({ gum, seed })) });
  }
  const training = sharedFolder('training-images');
  if (training) {
    for (const set of ['human-healthy', 'human-ulcer', 'human-calculus']) {
      const files = readdirSync(path.join(training, set))
        .filter((f) => /\.(jpe?g|png)$/i.test(f))
        .sort();
      for (const file of files.filter((_, i) => i % EVERY === 0)) {
        sources.push({
          name: `${set}/${file}`,
          bytes: new Uint8Array(readFileSync(path.join(training, set, file))),
        });
      }
    }
  }
  return Promise.all(sources.map(async (s) => ({ name: s.name, image: await decodeForAnalysis(s.bytes) })));
}

describe('colour constancy', () => {
  let photos: TPhoto[] = [];
  beforeAll(async () => {
    photos = await loadPhotos();
  }, 120_000);

  it('re-renders a photo as a camera would: gains in linear light, clipped', () => {
    const pixel = new Uint8Array([128, 128, 128, 250, 250, 250]);
    const warm = relight(pixel, [1.2, 1, 0.8]);
    expect(warm[0]).toBeGreaterThan(128);
    expect(warm[1]).toBe(128);
    expect(warm[2]).toBeLessThan(128);
    expect(warm[3]).toBe(255);
  });

  for (const [rendering, gains] of Object.entries(RENDERINGS)) {
    it(`${rendering} moves the gingivitis probability by less than ${MAX_CHANGE}`, async () => {
      const moved: string[] = [];
      let compared = 0;
      for (const { name, image } of photos) {
        const base = await readingOf(image);
        const before = base.probability;
        const after = (await readingOf(image, relight(image.data, gains))).probability;
        // A photo refused before or after (blown out, too dark) has no probability to compare, and
        // one the analyser calls borderline may tip (2 of the 31 here: ADR 007 gives their figures).
        if (before === null || after === null || base.isBorderline) continue;
        compared++;
        if (Math.abs(after - before) >= MAX_CHANGE)
          moved.push(`${name}: ${before.toFixed(3)} -> ${after.toFixed(3)}`);
      }
      expect(moved).toEqual([]);
      // About half the fixed list is graded and confident (15-17 of 32 here): enough to mean something.
      expect(compared).toBeGreaterThanOrEqual(Math.ceil(photos.length * 0.4));
    }, 120_000);
  }
});
