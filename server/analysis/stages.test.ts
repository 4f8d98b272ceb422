import { describe, expect, it } from 'vitest';
import { ZAnalysisReport } from '#common/contracts/scans.ts';
import { analysePixels } from '#server/analysis/analyse-pixels.ts';
import { srgbToLab, type TRgbImage } from '#server/analysis/colour.ts';
import { grade, indexFromCuts } from '#server/analysis/grade.ts';
import { classifyPixel, PIXEL } from '#server/analysis/segment.ts';
import { estimateWhiteBalance } from '#server/analysis/white-balance.ts';
import { decodeForAnalysis } from '#server/jobs/analyse-photo.worker.ts';
import { makeMouthPhoto, makeNonMouthPhoto } from '../../tests/fixtures/mouth-photo.ts';

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
});

describe('white balance', () => {
  it('leaves a neutral scene alone and pulls a blue cast back toward warm', () => {
    const neutral = estimateWhiteBalance(paint(64, 64, () => [200, 200, 195]));
    expect(neutral.gains[0]).toBeCloseTo(1, 1);
    const blue = estimateWhiteBalance(paint(64, 64, () => [180, 200, 240]));
    expect(blue.gains[0]).toBeGreaterThan(1.1);
    expect(blue.gains[2]).toBeLessThan(0.95);
    expect(blue.castB).toBeLessThan(-10);
  });
});

describe('quality gate', () => {
  const stripes = (x: number) => (x % 8 < 4 ? [200, 150, 150] : [90, 60, 60]);
  it('flags small, dark, blown-out, blurry and colour-cast photos', () => {
    expect(analysePixels(paint(120, 90, stripes)).report.quality.problems).toContain('too_small');
    expect(analysePixels(paint(320, 240, () => [20, 15, 15])).report.quality.problems).toContain('too_dark');
    expect(analysePixels(paint(320, 240, () => [255, 255, 255], 0)).report.quality.problems).toContain(
      'overexposed',
    );
    const smooth = paint(320, 240, (x) => [120 + x / 4, 100, 100], 0);
    expect(analysePixels(smooth).report.quality.problems).toContain('blurry');
    const cast = paint(320, 240, (x) => (x % 6 < 3 ? [150, 190, 255] : [60, 80, 140]));
    expect(analysePixels(cast).report.quality.problems).toContain('colour_cast');
  });

  it('passes a sharp, well-lit synthetic mouth with no problems', async () => {
    const result = analysePixels(await decoded(await makeMouthPhoto({ gum: 'healthy' })));
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
    const { segmentation, mouth } = analysePixels(await decoded(await makeMouthPhoto({ gum: 'healthy' })));
    expect(mouth.isMouth).toBe(true);
    expect(mouth.readings.toothInterface).toBeGreaterThan(0.3);
    expect(segmentation.toothMidRow.every((row) => row > 150 && row < 230)).toBe(true);
  });
});

describe('mouth check', () => {
  it('returns unclear with retake tips for a car and a screenshot', async () => {
    for (const kind of ['car', 'screenshot'] as const) {
      const { report } = analysePixels(await decoded(await makeNonMouthPhoto({ kind })));
      expect(report.status).toBe('unclear');
      expect(report.severity).toBe('normal');
      expect(report.quality.problems).toContain('no_mouth');
      expect(report.products).toEqual([]);
    }
  });
});

describe('grading', () => {
  const base = {
    redness: 26,
    marginRedness: 28,
    marginContrast: 0,
    gingivalScore: 27,
    pallor: 0.05,
    yellowTint: 0.05,
    blueGrey: 0,
    pigmentShare: 0,
    tartarCoverage: 0.01,
    gumlineTartar: 0.01,
    calculusScore: 0.01,
    toothYellow: 8,
    gumLightness: 60,
    marginGumPixels: 2000,
  };
  it('cuts indices at the thresholds', () => {
    expect([0, 33, 41, 49, 80].map((v) => indexFromCuts(v, [33, 41, 49]))).toEqual([0, 1, 2, 3, 3]);
  });
  it('makes gum-colour alarms urgent and moderate redness or heavy tartar concerning', () => {
    expect(grade(base)).toMatchObject({
      status: 'healthy',
      severity: 'normal',
      gingivalIndex: 0,
      calculusIndex: 0,
    });
    expect(grade({ ...base, pallor: 0.9 })).toMatchObject({ status: 'pale', severity: 'urgent' });
    expect(grade({ ...base, blueGrey: 0.6 })).toMatchObject({ status: 'pale', severity: 'urgent' });
    expect(grade({ ...base, gingivalScore: 35 })).toMatchObject({
      status: 'inflamed',
      severity: 'normal',
      gingivalIndex: 1,
    });
    expect(grade({ ...base, gingivalScore: 44 })).toMatchObject({
      status: 'inflamed',
      severity: 'concerning',
    });
    expect(grade({ ...base, calculusScore: 0.3 })).toMatchObject({
      status: 'tartar',
      severity: 'concerning',
      calculusIndex: 3,
    });
  });
  it('does not grade the redness of mostly pigmented gums with few pink pixels', () => {
    const result = grade({ ...base, pigmentShare: 0.8, marginGumPixels: 40, gingivalScore: 60 });
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
    [{ gum: 'pigmented' }, 'healthy'],
    [{ gum: 'healthy', tartar: true }, 'tartar'],
  ] as const;
  it.each(expected)(
    '%o reads as %s, with a valid report, located findings and an overlay',
    async (options, status) => {
      const image = await decoded(await makeMouthPhoto(options));
      const { report, overlay } = analysePixels(image);
      expect(ZAnalysisReport.parse(report).status).toBe(status);
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
