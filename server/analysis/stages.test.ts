import { beforeAll, describe, expect, it } from 'vitest';
import { linearToLab, srgbToLab, type TRgbImage } from '#common/analysis/colour.ts';
import { measurePhoto, type TMeasurement } from '#common/analysis/measure.ts';
import { RETAKE_TIPS } from '#common/analysis/quality.ts';
import { classifyPixel, PIXEL } from '#common/analysis/segment.ts';
import { estimateWhiteBalance } from '#common/analysis/white-balance.ts';
import { ZAnalysisReport } from '#common/contracts/scans.ts';
import { analyseImage } from '#server/adapters/analysis/analyse-image.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import { grade, indexFromCuts } from '#server/analysis/grade.ts';
import { makeMouthPhoto, makeNonMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { makeWebPageScreenshot } from '../../scripts/generated-photos/web-page-screenshot.ts';

/** A small generated photo: f gives the colour of each pixel, plus fixed-seed noise unless `noise` is 0. */
function paint(width: number, height: number, f: (x: number, y: number) => number[], noise = 8): TRgbImage {
  const data = new Uint8Array(width * height * 3);
  let seed = 1;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647 - 0.5;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rgb = f(x, y);
      for (let c = 0; c < 3; c++)
        data[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[c] + random() * noise)));
    }
  }
  return { data, width, height, channels: 3 };
}

const decoded = async (bytes: Buffer): Promise<TRgbImage> => ({
  ...(await decodeForAnalysis(bytes)),
  channels: 3,
});

describe('colour conversion', () => {
  it('maps sRGB white, black and red to their CIELAB values', () => {
    expect(srgbToLab(255, 255, 255).map((v) => Math.round(v) + 0)).toEqual([100, 0, 0]);
    expect(srgbToLab(0, 0, 0).map((v) => Math.round(v) + 0)).toEqual([0, 0, 0]);
    const [l, a, b] = srgbToLab(255, 0, 0);
    expect([Math.round(l), Math.round(a), Math.round(b)]).toEqual([53, 80, 67]);
  });

  it('agrees with the textbook formula (Math.cbrt) to 1e-12 over the whole linear range', () => {
    const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
    for (let i = 0; i <= 2000; i++) {
      // Grey and two tints, from black to white, through the cube root's steep low end.
      const v = (i / 2000) ** 3;
      for (const [r, g, b] of [
        [v, v, v],
        [v, v * 0.6, v * 0.2],
        [v * 0.3, v * 0.5, v],
      ]) {
        const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
        const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
        const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
        const expected = [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
        linearToLab(r, g, b).forEach((value, k) => {
          expect(Math.abs(value - expected[k])).toBeLessThan(1e-12);
        });
      }
    }
  });
});

describe('white balance', () => {
  // The gains carry the exposure too (common/analysis/white-balance.ts): the lamp's colour is red and
  // blue against green.
  const colourOf = (gains: readonly number[]) => [gains[0] / gains[1], gains[2] / gains[1]];

  it("leaves a neutral scene's colour alone and pulls a blue cast back toward warm", () => {
    const neutral = estimateWhiteBalance(paint(64, 64, () => [200, 200, 195]));
    expect(colourOf(neutral.gains)[0]).toBeCloseTo(1, 1);
    const blue = estimateWhiteBalance(paint(64, 64, () => [180, 200, 240]));
    expect(colourOf(blue.gains)[0]).toBeGreaterThan(1.1);
    expect(colourOf(blue.gains)[1]).toBeLessThan(0.95);
    expect(blue.castB).toBeLessThan(-10);
  });

  it('reads the same colour correction under a warm lamp as under a neutral one', () => {
    const scene = (x: number, y: number) => ((x + y) % 9 < 4 ? [235, 230, 215] : [190, 110, 120]);
    const neutral = estimateWhiteBalance(paint(96, 96, scene));
    const warmScene = (x: number, y: number) => {
      const [r, g, b] = scene(x, y);
      return [Math.min(250, r * 1.08), g, b * 0.85];
    };
    const warm = estimateWhiteBalance(paint(96, 96, warmScene));
    // Same white after correction: the warm photo's gains undo the lamp (red down, blue up).
    expect(colourOf(warm.gains)[0]).toBeLessThan(colourOf(neutral.gains)[0]);
    expect(colourOf(warm.gains)[1]).toBeGreaterThan(colourOf(neutral.gains)[1]);
  });

  it('takes out part of an exposure difference', () => {
    const bright = estimateWhiteBalance(paint(64, 64, () => [200, 200, 195]));
    const dark = estimateWhiteBalance(paint(64, 64, () => [120, 120, 117]));
    expect(dark.gains[1]).toBeGreaterThan(bright.gains[1]);
  });
});

describe('quality gate', () => {
  const stripes = (x: number) => (x % 8 < 4 ? [200, 150, 150] : [90, 60, 60]);
  it('flags small, dark, blown-out, blurry and colour-cast photos', async () => {
    expect((await analyseImage(paint(120, 90, stripes))).report.quality.problems).toContain('too_small');
    expect((await analyseImage(paint(320, 240, () => [20, 15, 15]))).report.quality.problems).toContain(
      'too_dark',
    );
    // A camera's blown-out photo keeps sensor noise where it is not clipped: a flat one reads as a screenshot.
    expect((await analyseImage(paint(320, 240, () => [255, 255, 255]))).report.quality.problems).toContain(
      'overexposed',
    );
    const smooth = paint(320, 240, (x) => [120 + x / 4, 100, 100], 2);
    expect((await analyseImage(smooth)).report.quality.problems).toContain('blurry');
    const cast = paint(320, 240, (x) => (x % 6 < 3 ? [150, 190, 255] : [60, 80, 140]));
    expect((await analyseImage(cast)).report.quality.problems).toContain('colour_cast');
  });

  it('passes a sharp, well-lit synthetic mouth with no problems', async () => {
    const result = await analyseImage(await decoded(await makeMouthPhoto({ gum: 'healthy' })));
    expect(result.report.quality).toEqual({ isUsable: true, problems: [], tips: [] });
  });
});

describe('segmentation', () => {
  const classOf = (r: number, g: number, b: number) => classifyPixel(...srgbToLab(r, g, b));
  it('tells gum, tooth, tartar, pigment and blue-grey colours apart', () => {
    expect(classOf(226, 148, 150)).toBe(PIXEL.gum);
    expect(classOf(190, 40, 56)).toBe(PIXEL.gum);
    expect(classOf(234, 200, 197)).toBe(PIXEL.gum);
    expect(classOf(238, 234, 222)).toBe(PIXEL.tooth);
    expect(classOf(176, 136, 70)).toBe(PIXEL.stain);
    expect(classOf(45, 35, 38)).toBe(PIXEL.pigment);
    expect(classOf(120, 120, 150)).toBe(PIXEL.blueGrey);
    expect(classOf(60, 140, 60)).toBe(PIXEL.other);
  });

  it('finds the gum margin next to the teeth and the upper and lower jaw', async () => {
    const { segmentation, mouth } = await analyseImage(
      await decoded(await makeMouthPhoto({ gum: 'healthy' })),
    );
    expect(mouth.isMouth).toBe(true);
    expect(mouth.readings.toothInterface).toBeGreaterThan(0.3);
    expect(segmentation.toothMidRow.every((row) => row > 150 && row < 230)).toBe(true);
  });
});

describe('mouth check', () => {
  it('returns unclear with retake tips for a car and a screenshot', async () => {
    for (const kind of ['car', 'screenshot'] as const) {
      const { report } = await analyseImage(await decoded(await makeNonMouthPhoto({ kind })));
      expect(report.status).toBe('unclear');
      expect(report.severity).toBe('normal');
      expect(report.quality.problems).toContain(kind === 'car' ? 'no_mouth' : 'screenshot');
      expect(report.products).toEqual([]);
    }
  });

  it('gives a web page screenshot its own tip, never a camera one such as turning off the flash', async () => {
    const page = await makeWebPageScreenshot();
    const { report } = await analyseImage(await decoded(page));
    expect(report.status).toBe('unclear');
    expect(report.quality.problems).toEqual(['screenshot']);
    expect(report.quality.tips).toEqual([RETAKE_TIPS.screenshot]);
    expect(report.advice).not.toMatch(/flash|direct sun|washed out/i);
    expect(report.advice).toMatch(/screenshot/);
  });
});

describe('grading', () => {
  let m: TMeasurement;
  beforeAll(async () => {
    m = measurePhoto(await decoded(await makeMouthPhoto({ gum: 'healthy' })));
  });
  it('cuts indices at the thresholds', () => {
    expect([0, 33, 41, 49, 80].map((v) => indexFromCuts(v, [33, 41, 49]))).toEqual([0, 1, 2, 3, 3]);
  });
  it('makes gum-colour alarms urgent and moderate redness or heavy tartar concerning', () => {
    expect(grade(m.readings, m.features)).toMatchObject({
      status: 'healthy',
      severity: 'normal',
      gingivalIndex: 0,
      calculusIndex: 0,
      isGumColourJudged: true,
    });
    // Urgent from a photo alone: a dog, beyond real dogs' normal range (docs/product-rules.md#gum-colour-alarms).
    expect(grade({ ...m.readings, pallor: 0.999 }, m.features, 'dog')).toMatchObject({
      status: 'pale',
      severity: 'urgent',
    });
    expect(grade({ ...m.readings, blueGrey: 0.6 }, m.features, 'dog')).toMatchObject({
      status: 'pale',
      severity: 'urgent',
    });
    // A cat's or an unnamed pet's pale reading is a note; blue-grey is worth a vet check, never urgent.
    for (const species of ['cat', null] as const) {
      expect(grade({ ...m.readings, pallor: 0.999 }, m.features, species)).toMatchObject({
        status: 'healthy',
        hasPaleNote: true,
      });
      expect(grade({ ...m.readings, blueGrey: 0.6 }, m.features, species)).toMatchObject({
        status: 'pale',
        severity: 'concerning',
      });
    }
    const red = { ...m.features, redness: 45, marginRedness: 55, saturatedRedShare: 0.2, hueRed: 0.3 };
    expect(grade(m.readings, red)).toMatchObject({ status: 'inflamed', severity: 'concerning' });
    const tartar = { ...m.features, tartarCoverage: 0.4, gumlineTartar: 0.6, stainShare: 0.1 };
    expect(grade(m.readings, tartar)).toMatchObject({
      status: 'tartar',
      severity: 'concerning',
      calculusIndex: 3,
    });
  });
  it('raises each index with its own evidence and never lowers it', () => {
    const steps = [0, 10, 20, 30];
    const gi = steps.map((d) => grade(m.readings, { ...m.features, redness: m.features.redness + d }));
    const ci = steps.map((d) =>
      grade(m.readings, { ...m.features, gumlineTartar: m.features.gumlineTartar + d / 60 }),
    );
    for (let k = 1; k < steps.length; k++) {
      expect(gi[k].probabilities.gingivitis ?? 0).toBeGreaterThan(gi[k - 1].probabilities.gingivitis ?? 1);
      expect(ci[k].probabilities.calculus ?? 0).toBeGreaterThan(ci[k - 1].probabilities.calculus ?? 1);
    }
  });
  it('raises no colour alarm when the gum region is small, away from the teeth or unbalanced', () => {
    for (const change of [
      { pinkMarginShare: 0.002 },
      { toothInterface: 0.05 },
      { gumAdjacency: 0.05 },
      { whiteReference: 0 },
      { gumLightnessRatio: 1.3 },
    ]) {
      const result = grade({ ...m.readings, pallor: 0.999 }, { ...m.features, ...change }, 'dog');
      expect(result.isGumColourJudged, JSON.stringify(change)).toBe(false);
      expect(result.status).not.toBe('pale');
      expect(result.severity).not.toBe('urgent');
    }
  });
  it('does not grade the redness of mostly pigmented gums with few pink pixels', () => {
    const result = grade(
      { ...m.readings, pigmentShare: 0.8, marginGumShare: 0.0002 },
      { ...m.features, redness: 60 },
    );
    expect(result.gingivalIndex).toBeNull();
    expect(result.isMostlyPigmented).toBe(true);
    expect(result.severity).toBe('normal');
  });
});

describe('analysePixels on synthetic mouths', () => {
  const expected = [
    [{ gum: 'healthy' }, 'healthy'],
    [{ gum: 'inflamed' }, 'inflamed'],
    [{ gum: 'pale' }, 'pale'],
    [{ gum: 'pigmented' }, 'healthy or uncertain'],
    [{ gum: 'healthy', tartar: true }, 'tartar'],
  ] as const;
  it.each(expected)(
    '%o reads as %s, with a valid report, located findings and an overlay',
    async (options, status) => {
      const image = await decoded(await makeMouthPhoto(options));
      // The generated mouths are dogs' (a pale reading makes a status for a dog only).
      const { report, overlay } = await analyseImage(image, { species: 'dog' });
      if (status === 'healthy or uncertain') {
        // Pigmented gums leave few pink pixels: never a confident finding, at most one it cannot rule out.
        const isUncertain = report.findings.some((f) => f.code === 'cannot_rule_out');
        expect(ZAnalysisReport.parse(report).status === 'healthy' || isUncertain).toBe(true);
      } else {
        expect(ZAnalysisReport.parse(report).status).toBe(status);
      }
      expect(report.analyser.name).toBe('pawsmile-colour');
      expect(overlay.rgba.length).toBe(image.width * image.height * 4);
      const main = report.findings[0];
      expect(main.region).not.toBeNull();
      expect(main.where).toMatch(/upper|lower/);
      let painted = 0;
      for (let i = 3; i < overlay.rgba.length; i += 4) if (overlay.rgba[i] > 0) painted++;
      expect(painted).toBeGreaterThan(100);
    },
  );
});
