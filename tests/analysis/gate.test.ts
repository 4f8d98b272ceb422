import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { measurePhoto } from '#common/analysis/measure.ts';
import { FEATURE_NAMES, GATE_FEATURES } from '#common/analysis/photo-features.ts';
import { analyseImage } from '#server/adapters/analysis/analyse-image.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import type { TAnalysis } from '#server/analysis/analyse-pixels.ts';
import { makeMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { makeScenePhoto } from '../../scripts/generated-photos/scene-photos.ts';
import { makeVeryPaleMouthPhoto } from '../../scripts/generated-photos/very-pale-mouth.ts';
import { sharedFolder } from '../../scripts/train/shared-folder.ts';

const decoded = async (bytes: Buffer) => ({ ...(await decodeForAnalysis(bytes)), channels: 3 as const });
const analyse = async (bytes: Buffer, species: 'dog' | 'cat' | null = null) =>
  await analyseImage(await decoded(bytes), { species });

/**
 * The person head is cut to spare pets (98% of each pet set stays under it on held-out folds), so a
 * few human mouths pass as pets; of the check set's 14, most must be refused (ADR 010).
 */
const HUMAN_REFUSALS_AT_LEAST = 12;

/** Seeds the training script never uses (it draws scenes with seeds 1-60), so these are unseen. */
const UNSEEN_SEEDS = [901, 902, 903];

describe('learned gate', () => {
  it('never grades a hand, a face, a closed mouth, a whole dog or a toy', async () => {
    for (const kind of ['hand', 'face', 'closed-mouth', 'whole-dog', 'toy'] as const) {
      for (const seed of UNSEEN_SEEDS) {
        const { report, gate } = await analyse(await makeScenePhoto(kind, { seed }));
        expect(report.status, `${kind} ${seed}`).toBe('unclear');
        expect(gate.problems.length, `${kind} ${seed}`).toBeGreaterThan(0);
        expect(report.quality.tips.length).toBe(report.quality.problems.length);
        expect(report.gingivalIndex).toBeNull();
      }
    }
  });

  it('accepts close-ups of healthy, inflamed, pale and pigmented gums and tartar', async () => {
    for (const options of [
      { gum: 'healthy' },
      { gum: 'inflamed', seed: 21 },
      { gum: 'pale', seed: 22 },
      { gum: 'pigmented', seed: 23 },
      { gum: 'healthy', tartar: true, seed: 24 },
    ] as const) {
      const { gate } = await analyse(await makeMouthPhoto(options));
      expect(gate.isUsable, JSON.stringify(options)).toBe(true);
    }
  });

  it('says the mouth is too far, or not there, once the mouth is cropped away or shrunk', async () => {
    const photo = await makeMouthPhoto({ gum: 'healthy', width: 800, height: 600 });
    // Only the fur band above the mouth: no gums, no teeth.
    const furOnly = await sharp(photo)
      .extract({ left: 0, top: 0, width: 800, height: 90 })
      .resize(800, 600)
      .toBuffer();
    expect((await analyse(furOnly)).report.status).toBe('unclear');
    // The whole mouth shrunk into the corner of a large fur photo.
    const small = await sharp(photo).resize(120, 90).toBuffer();
    // Fur with a camera's noise: a flat fill would read as a screenshot (common/analysis/gate.ts).
    const fur = Buffer.alloc(800 * 600 * 3);
    let seed = 1;
    for (let i = 0; i < fur.length; i++) {
      seed = (seed * 16807) % 2147483647;
      fur[i] = [150, 112, 80][i % 3] + Math.round((seed / 2147483647 - 0.5) * 24);
    }
    const farAway = await sharp(fur, { raw: { width: 800, height: 600, channels: 3 } })
      .composite([{ input: small, left: 340, top: 250 }])
      .jpeg()
      .toBuffer();
    const far = await analyse(farAway);
    expect(far.report.status).toBe('unclear');
    expect(far.report.quality.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/too_far|no_mouth/)]),
    );
  });

  it('keeps the gum and tooth colour readings out of the gate', () => {
    expect(GATE_FEATURES).not.toContain('redness');
    expect(GATE_FEATURES).not.toContain('pallor');
    expect(GATE_FEATURES).not.toContain('gumlineTartar');
    expect(GATE_FEATURES.every((f) => FEATURE_NAMES.includes(f))).toBe(true);
  });
});

describe('features', () => {
  let base: ReturnType<typeof measurePhoto>['features'];
  let resized: ReturnType<typeof measurePhoto>['features'];
  beforeAll(async () => {
    const photo = await makeMouthPhoto({ gum: 'inflamed', tartar: true, width: 512, height: 384, seed: 31 });
    base = measurePhoto(await decoded(photo)).features;
    resized = measurePhoto(await decoded(await sharp(photo).resize(384, 288).png().toBuffer())).features;
  });

  it('are shares and colour values that barely move when the photo is resized', () => {
    const shares = [
      'gumShare',
      'dentalShare',
      'pinkMarginShare',
      'gumlineShare',
      'toothInterface',
      'tartarCoverage',
      'gumlineTartar',
      'dentalBoxArea',
      'mouthBoxArea',
    ] as const;
    for (const name of shares) {
      const scale = Math.max(0.02, Math.abs(base[name]));
      expect(Math.abs(resized[name] - base[name]) / scale, name).toBeLessThan(0.25);
    }
    for (const name of ['redness', 'marginRedness', 'toothYellow'] as const) {
      expect(Math.abs(resized[name] - base[name]), name).toBeLessThan(4);
    }
  });

  it('are all finite numbers', () => {
    for (const name of FEATURE_NAMES) expect(Number.isFinite(base[name]), name).toBe(true);
  });
});

describe('gum colour alarms', () => {
  it('never read pink hands around a small dog mouth as pale gums', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { report, grade } = await analyse(await makeScenePhoto('hands-small-mouth', { seed }));
      expect(report.severity, `seed ${seed}`).not.toBe('urgent');
      expect(report.status, `seed ${seed}`).not.toBe('pale');
      if (grade) {
        expect(grade.isGumColourJudged, `seed ${seed}`).toBe(false);
        expect(report.findings.map((f) => f.code)).toContain('gum_colour_not_judged');
      }
    }
  });

  it("still raises the alarm for a dog's pale gums seen clearly next to the teeth", async () => {
    const { report } = await analyse(await makeVeryPaleMouthPhoto({ seed: 41 }), 'dog');
    expect(report.status).toBe('pale');
    expect(report.severity).toBe('urgent');
  });

  it('explains the hand check when gum colour cannot be judged', async () => {
    const { report } = await analyse(await makeMouthPhoto({ gum: 'healthy', tartar: true, seed: 5 }));
    // Most of this fixture's pink lies away from the teeth, so its colour is not judged.
    const finding = report.findings.find((f) => f.code === 'gum_colour_not_judged');
    expect(finding?.level).toBe('info');
    expect(finding?.label).toMatch(/under 2 seconds/);
    expect(report.advice).toMatch(/see a vet now/);
    expect(report.severity).not.toBe('urgent');
  });
});

describe('species', () => {
  it('tells cat owners about tooth resorption when tartar or redness shows, dogs not', async () => {
    const photo = await makeMouthPhoto({ gum: 'inflamed', tartar: true, seed: 51 });
    const cat = (await analyse(photo, 'cat')).report;
    const dog = (await analyse(photo, 'dog')).report;
    expect(cat.advice).toMatch(/tooth resorption/);
    expect(dog.advice).not.toMatch(/resorption/);
    expect(cat.status).toBe(dog.status);
  });

  it('reminds cat owners that cats hide mouth pain on a healthy result', async () => {
    const cat = (await analyse(await makeMouthPhoto({ gum: 'healthy' }), 'cat')).report;
    expect(cat.status).toBe('healthy');
    expect(cat.advice).toMatch(/Cats hide mouth pain/);
  });
});

describe('species check', () => {
  const samples = sharedFolder('sample-images');
  const humanMouths = samples
    ? readdirSync(samples)
        .filter((f) => /^DEV-\d+_human_/.test(f))
        .sort()
    : [];
  const isRefusedAsPerson = (analysis: TAnalysis) => analysis.report.quality.problems.includes('not_a_pet');

  it('refuses most human sample mouths as not a pet, unless evaluating on human proxies', async () => {
    if (!samples) return expect(humanMouths).toEqual([]);
    expect(humanMouths.length).toBe(14);
    let refused = 0;
    for (const file of humanMouths) {
      const image = await decoded(readFileSync(path.join(samples, file)));
      const strict = await analyseImage(image);
      if (isRefusedAsPerson(strict)) {
        refused++;
        expect(strict.report.status, file).toBe('unclear');
        expect(strict.report.gingivitisProbability, file).toBeNull();
      }
      expect(isRefusedAsPerson(await analyseImage(image, { skipSpeciesCheck: true })), file).toBe(false);
    }
    expect(refused).toBeGreaterThanOrEqual(HUMAN_REFUSALS_AT_LEAST);
  }, 180_000);

  it('never refuses a generated pet mouth as a person, with or without a species', async () => {
    for (const gum of ['healthy', 'inflamed', 'pale', 'pigmented'] as const) {
      for (const species of [null, 'dog', 'cat'] as const) {
        const analysis = await analyse(await makeMouthPhoto({ gum, seed: 61 }), species);
        expect(isRefusedAsPerson(analysis), `${gum} ${species}`).toBe(false);
      }
    }
  });

  it('writes a cat report when the owner says cat, whatever the photo looks like', async () => {
    const { grade } = await analyse(await makeMouthPhoto({ gum: 'healthy', seed: 41 }), 'cat');
    expect(grade?.species).toBe('cat');
  });
});
