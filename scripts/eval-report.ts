/**
 * `npm run eval:report`: the analyser's figures in one place (docs/decisions/005-learned-gate-and-grading.md).
 *  1. Cross-validated on the training photos (grouped folds, from the `npm run train` feature cache):
 *     gate AUC and share of dog photos refused, calculus and gingivitis AUCs, reliability tables.
 *  2. Tooth segmentation IoU against the dog-jaw masks.
 *  3. The shipped analyser on the check set (../shared/sample-images, never trained on): status per
 *     photo, negatives refused, gingivitis and calculus AUCs, the dog before/after pair, time per photo,
 *     and the pets table: each real pet photo's verdict, false reassurance and false alarm counts.
 * Options: --skip-cv (parts 2 and 3 only).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { imageToLab } from '#common/analysis/colour.ts';
import { PIXEL, segment } from '#common/analysis/segment.ts';
import { estimateWhiteBalance } from '#common/analysis/white-balance.ts';
import { probabilityWord } from '#common/probability-words.ts';
import analysePhoto from '#server/adapters/analysis/analyse-photo.worker.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import { printPetsTable, type TPetRow, type TPetVerdict } from './check-set/pets-table.ts';
import { parseCsv } from './parse-csv.ts';
import { embedSamples, listSamples, measureSamples } from './train/dataset.ts';
import { auc } from './train/learn.ts';
import { sharedFolder } from './train/shared-folder.ts';
import { learnAll } from './train/train.ts';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'skip-cv': { type: 'boolean', default: false } } });
  if (!values['skip-cv']) {
    log('# 1. Cross-validation on the training photos (5 grouped folds)');
    const samples = listSamples();
    learnAll(await embedSamples(samples, await measureSamples(samples, log), log), 5, log);
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

type TCheckRow = {
  file: string;
  label: string;
  species: string;
  notes: string;
  status: string;
  severity: string;
  problems: string[];
  pg: number | null;
  pc: number | null;
  gi: number | null;
  ci: number | null;
  confidence: number;
  speciesUsed: string | null;
};

const isNegative = (r: TCheckRow) => /^(negative|partial)/i.test(r.notes.trim());
const isHuman = (r: TCheckRow) => r.species === 'human';

async function checkSet(dir: string): Promise<void> {
  const manifest = new Map(
    parseCsv(readFileSync(path.join(dir, 'MANIFEST.csv'), 'utf8')).map((r) => [r.file, r]),
  );
  const files = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort();
  log('\n# 3. Check set (sample-images; never trained or tuned on)');
  log(
    'Human photos graded with --no-species-check (as if they were pets); pets as an owner would send them, species unsaid.',
  );
  const rows: TCheckRow[] = [];
  const pets: TPetRow[] = [];
  const times: number[] = [];
  let humansRefusedAsPeople = 0;
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
    const entry = manifest.get(file);
    const species = entry?.species ?? '';
    const start = performance.now();
    const out = await analysePhoto({ bytes, ...(species === 'human' ? { skipSpeciesCheck: true } : {}) });
    times.push(performance.now() - start);
    if (species === 'human') {
      const strict = await analysePhoto({ bytes });
      if (strict.report.quality.problems.includes('not_a_pet')) humansRefusedAsPeople++;
    }
    const { report } = out;
    const row: TCheckRow = {
      file,
      label: entry?.label ?? '',
      species,
      notes: entry?.notes ?? '',
      status: report.status,
      severity: report.severity,
      problems: report.quality.problems,
      pg: report.gingivitisProbability,
      pc: report.calculusProbability,
      gi: report.gingivalIndex,
      ci: report.calculusIndex,
      confidence: report.confidence,
      speciesUsed: out.species,
    };
    rows.push(row);
    if (species === 'dog' || species === 'cat') {
      // The same photo again with the species named, as a member with a pet profile sends it.
      const named = (await analysePhoto({ bytes, species })).report;
      const verdictOf = (r: typeof report): TPetVerdict => ({
        status: r.status,
        severity: r.severity,
        pg: r.gingivitisProbability,
        pc: r.calculusProbability,
        confidence: r.confidence,
      });
      pets.push({ ...row, unsaid: verdictOf(report), named: verdictOf(named) });
    }
    const p = (v: number | null) => (v === null ? '  -  ' : v.toFixed(3));
    log(
      `  ${file.padEnd(46)} ${report.status.padEnd(9)} P(gingivitis) ${p(row.pg)} P(calculus) ${p(row.pc)} GI ${row.gi ?? '-'} CI ${row.ci ?? '-'} conf ${row.confidence.toFixed(2)} ${row.speciesUsed ?? ''} ${row.problems.join(',')}`,
    );
  }
  const negatives = rows.filter(isNegative);
  log(
    `Negatives and partial views returned unclear: ${negatives.filter((r) => r.status === 'unclear').length}/${negatives.length}`,
  );
  // Every labelled mouth, and DEV-23: unlabelled, but a real dog's mouth held open.
  const mouths = rows.filter(
    (r) => (!isNegative(r) && r.label !== 'unlabelled') || r.file.startsWith('DEV-23'),
  );
  log(
    `Mouths graded (not unclear), DEV-23 included: ${mouths.filter((r) => r.status !== 'unclear').length}/${mouths.length}`,
  );
  const humans = rows.filter(isHuman);
  log(
    `Human photos refused as not_a_pet without --no-species-check: ${humansRefusedAsPeople}/${humans.length}`,
  );
  const aucOf = (positives: TCheckRow[], negatives: TCheckRow[], score: (r: TCheckRow) => number | null) => {
    const used = [...positives, ...negatives].filter((r) => score(r) !== null);
    return `${auc(
      used.map((r) => score(r) ?? 0),
      used.map((r) => (positives.includes(r) ? 1 : 0)),
    ).toFixed(
      3,
    )} (${positives.filter((r) => score(r) !== null).length} vs ${negatives.filter((r) => score(r) !== null).length})`;
  };
  const byLabel = (label: string) => rows.filter((r) => isHuman(r) && r.label === label);
  const frontHealthy = rows.filter((r) => /^DEV-0[4-6]/.test(r.file));
  log(
    `Gingivitis AUC of P(gingivitis), DEV-01..03 vs DEV-04..06: ${aucOf(byLabel('gingivitis'), frontHealthy, (r) => r.pg)}`,
  );
  log(
    `Calculus AUC of P(calculus), DEV-07..12 vs the healthy ones: ${aucOf(byLabel('calculus'), byLabel('healthy'), (r) => r.pc)}`,
  );
  // The dog's owner says it is a dog (a person's mouth is refused only when nobody said).
  const before = pets.find((r) => /before-cleaning/.test(r.file))?.named;
  const after = pets.find((r) => /after-cleaning/.test(r.file))?.named;
  if (before && after) {
    const isOrdered = (before.pc ?? 0) > (after.pc ?? 0);
    const word = before.pg === null ? 'not graded' : probabilityWord(before.pg);
    log(
      `Dog before/after cleaning (DEV-21/22), species named: P(calculus) ${before.pc?.toFixed(3) ?? '-'} vs ${after.pc?.toFixed(3) ?? '-'} (${isOrdered ? 'right order' : 'wrong order'}); DEV-21 P(gingivitis) ${before.pg?.toFixed(3) ?? '-'} (${word}), verdict ${before.status}`,
    );
  }
  printPetsTable(pets, log);
  times.sort((a, b) => a - b);
  log(
    `Time per photo in-process (decode + embedding + analysis + overlay PNG): p50 ${times[times.length >> 1].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`,
  );
}

await main();
