import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRgbImage } from '#common/analysis/colour.ts';
import { near } from '#common/analysis/masks.ts';
import { PIXEL } from '#common/analysis/segment.ts';
import { analyseImage } from '#server/adapters/analysis/analyse-image.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import type { TAnalysis } from '#server/analysis/analyse-pixels.ts';
import { makeMouthPhoto, makeNonMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { parseCsv } from '../../scripts/parse-csv.ts';
import { sharedFolder } from '../../scripts/train/shared-folder.ts';

/**
 * Metamorphic properties: we have no ground truth per photo, but we know which way a reading must
 * move when a photo is changed in a known way. Run on the team's sample photos when present, and
 * always on the synthetic fixtures so the suite never silently becomes empty.
 */
/**
 * Each photo is sent as its owner would: a pet photo with its species named (the person check is
 * tested on its own, tests/analysis/gate.test.ts), a human proxy photo with the species check off.
 */
type TCase = { name: string; bytes: Buffer; image: TRgbImage; options: TAnalyseOptions };
type TAnalyseOptions = { species?: 'dog' | 'cat'; skipSpeciesCheck?: boolean };

/** Confidence is a calibrated chance of being right: below even odds a result is borderline. */
const BORDERLINE_CONFIDENCE = 0.5;
const SAMPLES = sharedFolder('sample-images');

async function loadCases(): Promise<TCase[]> {
  const sources: { name: string; bytes: Buffer; options?: TAnalyseOptions }[] = [
    { name: 'fixture healthy', bytes: await makeMouthPhoto({ gum: 'healthy' }) },
    { name: 'fixture inflamed', bytes: await makeMouthPhoto({ gum: 'inflamed', seed: 3 }) },
    { name: 'fixture tartar', bytes: await makeMouthPhoto({ gum: 'healthy', tartar: true, seed: 5 }) },
    { name: 'fixture pigmented', bytes: await makeMouthPhoto({ gum: 'pigmented', seed: 9 }) },
    { name: 'fixture car', bytes: await makeNonMouthPhoto() },
  ];
  if (SAMPLES) {
    // Photos the manifest calls negatives (no mouth) are left out: mouth properties do not apply to
    // them, and wrongly accepted negatives are counted by `npm run eval` instead.
    const manifest = path.join(SAMPLES, 'MANIFEST.csv');
    const rows = existsSync(manifest) ? parseCsv(readFileSync(manifest, 'utf8')) : [];
    const negatives = new Set(
      rows
        .filter((r) => /^negative/i.test(r.notes ?? '') || /^partial/i.test(r.notes ?? ''))
        .map((r) => r.file),
    );
    const speciesOf = new Map(rows.map((r) => [r.file, r.species]));
    for (const file of readdirSync(SAMPLES)
      .filter((f) => /\.(jpe?g|png)$/i.test(f) && !negatives.has(f))
      .sort()) {
      const species = speciesOf.get(file);
      const options: TAnalyseOptions =
        species === 'dog' || species === 'cat' ? { species } : { skipSpeciesCheck: true };
      sources.push({ name: file, bytes: readFileSync(path.join(SAMPLES, file)), options });
    }
  }
  return Promise.all(
    sources.map(async (s) => ({
      ...s,
      options: s.options ?? {},
      image: { ...(await decodeForAnalysis(s.bytes)), channels: 3 as const },
    })),
  );
}

/** Applies f to every pixel of one class as the analyser segmented it in the original photo. */
function editPixels(
  image: TRgbImage,
  select: (i: number) => boolean,
  f: (rgb: number[]) => number[],
): TRgbImage {
  const data = new Uint8Array(image.data);
  for (let i = 0; i < image.width * image.height; i++) {
    if (!select(i)) continue;
    const out = f([data[i * 3], data[i * 3 + 1], data[i * 3 + 2]]);
    for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.max(0, Math.min(255, Math.round(out[c])));
  }
  return { ...image, data };
}

/**
 * A result the analyser itself reports as borderline (a barely accepted photo, a reading near a
 * cut) may tip either way after an edit; that is what its low confidence tells the owner.
 */
const isBorderline = (report: { confidence: number }) => report.confidence < BORDERLINE_CONFIDENCE;

const blend = (rgb: number[], to: number[], t: number) => rgb.map((v, c) => v * (1 - t) + to[c] * t);

// Each test analyses every case again, several times: some 20 s alone, far more on a CI machine shared
// with other work. These are checks of behaviour, not of speed (npm run bench measures that).
describe('metamorphic properties', { timeout: 300_000 }, () => {
  let cases: TCase[] = [];
  let mouths: (TCase & { base: TAnalysis })[] = [];
  beforeAll(async () => {
    cases = await loadCases();
    const analysed: (TCase & { base: TAnalysis })[] = [];
    for (const c of cases) analysed.push({ ...c, base: await analyseImage(c.image, c.options) });
    mouths = analysed.filter((c) => c.base.report.status !== 'unclear');
  }, 120_000);

  it('has real mouths to test, fixtures at least', () => {
    expect(mouths.map((m) => m.name)).toEqual(
      expect.arrayContaining(['fixture healthy', 'fixture inflamed', 'fixture tartar', 'fixture pigmented']),
    );
  });

  it('making the gums redder never lowers the gingival index', async () => {
    for (const m of mouths) {
      const { classes } = m.base.segmentation;
      const redder = editPixels(
        m.image,
        (i) => classes[i] === PIXEL.gum,
        ([r, g, b]) => [r + 25, g - 25, b - 15],
      );
      const after = (await analyseImage(redder, m.options)).report;
      if (isBorderline(m.base.report) && after.status === 'unclear') continue;
      expect(after.gingivalIndex ?? 0, m.name).toBeGreaterThanOrEqual(m.base.report.gingivalIndex ?? 0);
      expect(after.status, m.name).not.toBe('unclear');
    }
  });

  it('making the gums paler raises the pallor reading', async () => {
    for (const m of mouths) {
      const { classes } = m.base.segmentation;
      const paler = editPixels(
        m.image,
        (i) => classes[i] === PIXEL.gum,
        (rgb) => blend(rgb, [240, 222, 220], 0.3),
      );
      const after = await analyseImage(paler, m.options);
      if (isBorderline(m.base.report) && after.readings === null) continue;
      expect(after.readings, m.name).not.toBeNull();
      expect(after.readings?.pallor ?? 0, m.name).toBeGreaterThan(m.base.readings?.pallor ?? 1);
    }
  });

  it('yellowing the teeth next to the gum line raises the calculus index', async () => {
    for (const m of mouths) {
      const { classes, width, height, radius } = m.base.segmentation;
      // A realistic tartar band: tooth pixels within half the analyser's margin width of gum tissue.
      const tissue = classes.map((c) => (c === PIXEL.gum || c === PIXEL.pigment ? 1 : 0));
      const band = near(tissue, width, height, Math.max(2, Math.round(radius / 2)), 3);
      const select = (i: number) => band[i] === 1 && classes[i] === PIXEL.tooth;
      const yellowed = editPixels(m.image, select, (rgb) => blend(rgb, [185, 145, 70], 0.7));
      // A palate view is not graded for tartar (docs/decisions/007-analyser-v3.md).
      if (m.base.kind?.isPalateView) continue;
      const before = m.base.report.calculusIndex ?? 0;
      const report = (await analyseImage(yellowed, m.options)).report;
      if (isBorderline(m.base.report) && report.status === 'unclear') continue;
      // Known limit (docs/decisions/005): a thick yellow-brown band over a real crown is partly not
      // read as tooth, the gum line found shrinks and the gate may refuse the photo. The drawn
      // fixtures must still be graded; a refusal of a real photo is not a lower index.
      if (!m.name.startsWith('fixture') && report.status === 'unclear') continue;
      expect(report.status, m.name).not.toBe('unclear');
      const after = report.calculusIndex ?? 0;
      if (before < 3) expect(after, m.name).toBeGreaterThan(before);
      else expect(after, m.name).toBe(3);
    }
  });

  it('resizing, re-compressing or a moderate white-balance shift keeps the status', async () => {
    for (const c of cases) {
      const report = (await analyseImage(c.image, c.options)).report;
      const base = report.status;
      // A photo the analyser itself reports as borderline may tip either way; that is what its low
      // confidence tells the owner (for a refusal: the gate thought it likely usable). Everything
      // else must hold its status.
      if (isBorderline(report)) continue;
      const { width, height } = c.image;
      const raw = { raw: { width, height, channels: 3 as const } };
      const smaller = await sharp(c.image.data, raw)
        .resize(Math.round(width * 0.8))
        .jpeg({ quality: 92 })
        .toBuffer();
      const recompressed = await sharp(c.image.data, raw).jpeg({ quality: 60 }).toBuffer();
      const warmer = editPixels(
        c.image,
        () => true,
        ([r, g, b]) => [r * 1.05, g, b * 0.95],
      );
      const cooler = editPixels(
        c.image,
        () => true,
        ([r, g, b]) => [r * 0.95, g, b * 1.05],
      );
      for (const [change, image] of [
        ['resize', { ...(await decodeForAnalysis(smaller)), channels: 3 as const }],
        ['jpeg q60', { ...(await decodeForAnalysis(recompressed)), channels: 3 as const }],
        ['warmer', warmer],
        ['cooler', cooler],
      ] as const) {
        expect((await analyseImage(image, c.options)).report.status, `${c.name} after ${change}`).toBe(base);
      }
    }
  });
});
