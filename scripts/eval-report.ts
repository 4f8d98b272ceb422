/**
 * `npm run eval:report`: the analyser's figures in one place (docs/decisions/005-learned-gate-and-grading.md).
 *  1. Cross-validated on the training photos (grouped folds, from the `npm run train` feature cache):
 *     gate AUC and share of dog photos refused, calculus and gingivitis AUCs, reliability tables.
 *  2. Tooth segmentation IoU against the dog-jaw masks.
 *  3. The shipped analyser on the check set (../shared/sample-images, never trained on): status per
 *     photo, negatives refused, gingivitis and calculus AUCs, the dog before/after pair, time per photo.
 * Options: --skip-cv (parts 2 and 3 only).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { analysePixels } from '#server/analysis/analyse-pixels.ts';
import { imageToLab } from '#server/analysis/colour.ts';
import { PIXEL, segment } from '#server/analysis/segment.ts';
import { estimateWhiteBalance } from '#server/analysis/white-balance.ts';
import analysePhoto, { decodeForAnalysis } from '#server/adapters/analysis/analyse-photo.worker.ts';
import { parseCsv } from './eval.ts';
import { listSamples, measureSamples } from './train/dataset.ts';
import { auc } from './train/learn.ts';
import { sharedFolder } from './train/shared-folder.ts';
import { learnAll } from './train/train.ts';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'skip-cv': { type: 'boolean', default: false } } });
  if (!values['skip-cv']) {
    log('# 1. Cross-validation on the training photos (5 grouped folds)');
    learnAll(await measureSamples(listSamples(), log), 5, log);
  }
  const training = sharedFolder('training-images');
  if (training) await toothIoU(training);
  const samples = sharedFolder('sample-images');
  if (samples) await checkSet(samples);
  else log('\n(sample-images folder not found: check set skipped)');
}

/** IoU of the analyser's tooth pixels (tooth + tartar classes) with the jaw masks, at analysis size. */
async function toothIoU(dir: string): Promise<void> {
  const jawDir = path.join(dir, 'dog-jaw');
  const files = readdirSync(jawDir).filter((f) => /\.jpg$/i.test(f));
  const ious: number[] = [];
  let intersection = 0;
  let union = 0;
  for (const file of files) {
    const image = await decodeForAnalysis(new Uint8Array(readFileSync(path.join(jawDir, file))));
    const rgb = { ...image, channels: 3 as const };
    const seg = segment(imageToLab(rgb, estimateWhiteBalance(rgb).gains));
    const mask = await sharp(path.join(jawDir, file.replace(/\.jpg$/i, '.mask.png')))
      .resize(image.width, image.height, { fit: 'fill', kernel: 'nearest' })
      .greyscale()
      .raw()
      .toBuffer();
    let inter = 0;
    let uni = 0;
    for (let i = 0; i < seg.classes.length; i++) {
      const isTooth = seg.classes[i] === PIXEL.tooth || seg.classes[i] === PIXEL.stain;
      const isMask = mask[i] > 127;
      if (isTooth && isMask) inter++;
      if (isTooth || isMask) uni++;
    }
    intersection += inter;
    union += uni;
    ious.push(uni > 0 ? inter / uni : 1);
  }
  ious.sort((a, b) => a - b);
  const mean = ious.reduce((s, v) => s + v, 0) / ious.length;
  log('\n# 2. Tooth segmentation against the dog-jaw masks');
  log(
    `IoU over ${ious.length} jaws: mean ${mean.toFixed(3)}, median ${ious[ious.length >> 1].toFixed(3)}, pooled ${(intersection / union).toFixed(3)}`,
  );
}

async function checkSet(dir: string): Promise<void> {
  const manifest = new Map(
    parseCsv(readFileSync(path.join(dir, 'MANIFEST.csv'), 'utf8')).map((r) => [r.file, r]),
  );
  const files = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort();
  log('\n# 3. Check set (sample-images; never trained or tuned on)');
  const rows: {
    file: string;
    label: string;
    notes: string;
    pg: number | null;
    pc: number | null;
    status: string;
    ci: number | null;
  }[] = [];
  const times: number[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
    const species = (manifest.get(file)?.species ?? '') === 'cat' ? 'cat' : 'dog';
    const start = performance.now();
    const { report } = await analysePhoto({ bytes, species });
    times.push(performance.now() - start);
    const image = await decodeForAnalysis(bytes);
    const analysis = analysePixels({ ...image, channels: 3 });
    const row = manifest.get(file);
    rows.push({
      file,
      label: row?.label ?? '',
      notes: row?.notes ?? '',
      pg: analysis.grade?.probabilities.gingivitis ?? null,
      pc: analysis.grade?.probabilities.calculus ?? null,
      status: report.status,
      ci: report.calculusIndex,
    });
    log(
      `  ${file.padEnd(50)} ${report.status.padEnd(9)} GI ${report.gingivalIndex ?? '-'} CI ${report.calculusIndex ?? '-'} conf ${report.confidence.toFixed(2)} ${report.quality.problems.join(',')}`,
    );
  }
  const negatives = rows.filter((r) => /^(negative|partial)/i.test(r.notes.trim()));
  log(
    `Negatives and partial views returned unclear: ${negatives.filter((r) => r.status === 'unclear').length}/${negatives.length}`,
  );
  const mouths = rows.filter((r) => ['gingivitis', 'healthy', 'calculus'].includes(r.label));
  log(
    `Labelled human mouths graded (not refused): ${mouths.filter((r) => r.status !== 'unclear').length}/${mouths.length}`,
  );
  const graded = mouths.filter((r) => r.pc !== null);
  const aucOf = (positive: string, score: (r: (typeof rows)[number]) => number) => {
    const used = graded.filter((r) => r.label === positive || r.label === 'healthy');
    return `${auc(
      used.map(score),
      used.map((r) => (r.label === positive ? 1 : 0)),
    ).toFixed(3)} (n=${used.length})`;
  };
  log(`Gingivitis vs healthy, AUC of P(gingivitis): ${aucOf('gingivitis', (r) => r.pg ?? 0)}`);
  log(`Calculus vs healthy, AUC of P(calculus):     ${aucOf('calculus', (r) => r.pc ?? 0)}`);
  const before = rows.find((r) => /before-cleaning/.test(r.file));
  const after = rows.find((r) => /after-cleaning/.test(r.file));
  if (before && after) {
    log(
      `Dog before/after cleaning: CI ${before.ci ?? '-'} vs ${after.ci ?? '-'}, P(calculus) ${before.pc?.toFixed(3) ?? '-'} vs ${after.pc?.toFixed(3) ?? '-'} (${(before.pc ?? 0) > (after.pc ?? 0) ? 'right order' : 'wrong order'})`,
    );
  }
  times.sort((a, b) => a - b);
  log(
    `Time per photo in-process (decode + analysis + overlay PNG): p50 ${times[times.length >> 1].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`,
  );
}

await main();
