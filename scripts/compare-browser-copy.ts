/**
 * Does the photo the browser uploads grade like the original (docs/performance.md#the-browser-made-copy)?
 * Usage:
 *   npm run eval:browser-copy -- [folder] [--quality 0.85]
 * For every photo in the folder (default `SAMPLE_IMAGES`, or ../shared/sample-images beside the
 * checkout; scripts/train/shared-folder.ts), the web's own
 * copy maker (web/src/features/scan/upload/make-scan-copies.ts) runs in the e2e Chromium and makes the
 * upright 2000 px JPEG the scanner sends; the analyser then grades the original and that copy, and
 * the table prints both statuses and the calibrated probabilities behind the indices. Human mouths
 * are graded as pets' (the eval's --no-species-check), so every sample is graded, not only refused.
 * What counts as noise: the same comparison for the copy the server itself keeps of an upload (the
 * 2000 px JPEG at quality 82 of adapters/image/normalise-photo.ts), printed beside it.
 * Prints; asserts nothing. Summary in docs/performance.md#the-browser-made-copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { PHOTO_EDGE } from '#common/photo-sizes.ts';
import analysePhoto from '#server/adapters/analysis/analyse-photo.worker.ts';
import { openCopyMaker } from './browser-copy/browser-copies.ts';
import { sharedFolder } from './train/shared-folder.ts';

const IMAGE = /\.(jpe?g|png|webp)$/i;
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** Differences at or under this in a probability are read as noise. */
const NOISE = 0.05;

/** The stored photo as the server makes it from an upload (adapters/image/normalise-photo.ts). */
const serverCopy = (bytes: Buffer) =>
  sharp(bytes)
    .rotate()
    .resize(PHOTO_EDGE, PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, optimiseCoding: false })
    .toBuffer();

type Graded = Awaited<ReturnType<typeof grade>>;
type Row = { original: Graded; copy: Graded; server: Graded };

async function grade(bytes: Buffer) {
  const { report } = await analysePhoto({ bytes: new Uint8Array(bytes), skipSpeciesCheck: true });
  return {
    status: report.status,
    gingivalIndex: report.gingivalIndex,
    calculusIndex: report.calculusIndex,
    pG: report.gingivitisProbability,
    pC: report.calculusProbability,
    confidence: report.confidence,
  };
}

const delta = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.abs(a - b));
const fixed = (value: number | null) => (value === null ? '  -  ' : value.toFixed(3));
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`.padStart(8);

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { quality: { type: 'string' } },
  });
  const folder = positionals[0] ?? sharedFolder('sample-images');
  if (!folder)
    throw new Error('No sample photos: pass a folder, or set SAMPLE_IMAGES (README, configuration).');
  const quality = values.quality === undefined ? undefined : Number(values.quality);
  const files = readdirSync(folder)
    .filter((file) => IMAGE.test(file))
    .sort();
  const maker = await openCopyMaker();
  const rows: Row[] = [];
  try {
    console.log(
      `${'photo'.padEnd(44)} ${'original'.padStart(8)} ${'copy'.padStart(8)}  status (original → copy)   pG orig/copy    pC orig/copy    conf orig/copy`,
    );
    for (const file of files) {
      const bytes = readFileSync(path.join(folder, file));
      const type = TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];
      const made = await maker.copies(bytes, { type, quality });
      const original = await grade(bytes);
      const copy = await grade(made.scan);
      const server = await grade(await serverCopy(bytes));
      rows.push({ original, copy, server });
      const status = `${original.status} → ${copy.status}${original.status === copy.status ? '' : '  (!)'}`;
      console.log(
        `${file.padEnd(44)} ${kb(bytes.length)} ${kb(made.scan.length)}  ${status.padEnd(26)} ${fixed(original.pG)}/${fixed(copy.pG)}  ${fixed(original.pC)}/${fixed(copy.pC)}  ${original.confidence.toFixed(2)}/${copy.confidence.toFixed(2)}`,
      );
    }
  } finally {
    await maker.close();
  }
  printSummary(rows);
}

function printSummary(rows: Row[]): void {
  const compare = (name: string, copyOf: (row: Row) => Graded) => {
    const same = rows.filter((row) => row.original.status === copyOf(row).status).length;
    const sameIndices = rows.filter(
      (row) =>
        row.original.gingivalIndex === copyOf(row).gingivalIndex &&
        row.original.calculusIndex === copyOf(row).calculusIndex,
    ).length;
    const deltas = (pick: (graded: Graded) => number | null) =>
      rows.map((row) => delta(pick(row.original), pick(copyOf(row)))).filter((d): d is number => d !== null);
    const summaryLine = (label: string, values: number[]) => {
      const max = Math.max(0, ...values);
      const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
      const over = values.filter((value) => value > NOISE).length;
      return `  ${label}: mean |Δ| ${mean.toFixed(3)}, max |Δ| ${max.toFixed(3)}, ${over} over ${NOISE}`;
    };
    console.log(`\n${name}: same status ${same}/${rows.length}, same indices ${sameIndices}/${rows.length}`);
    console.log(
      summaryLine(
        'gingivitis probability',
        deltas((graded) => graded.pG),
      ),
    );
    console.log(
      summaryLine(
        'calculus probability',
        deltas((graded) => graded.pC),
      ),
    );
    console.log(
      summaryLine(
        'confidence',
        deltas((graded) => graded.confidence),
      ),
    );
  };
  compare('Browser copy against the original', (row) => row.copy);
  compare("Noise reference, the server's own stored copy against the original", (row) => row.server);
}

await main();
