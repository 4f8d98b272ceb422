/**
 * Runs the analyser over a folder of photos. Usage:
 *   npm run eval -- <folder> [--manifest file.csv] [--json] [--no-species-check]
 * --json prints one object per photo, with the calibrated probabilities the indices are cut from
 * (gingivitisProbability, calculusProbability) and the species the report was written for.
 * --no-species-check grades human mouths as pets' without the "looks like a person's mouth" note
 * (the analyser's skipSpeciesCheck). It exists only for evaluating on human proxy photo sets like
 * ours. The API never sets it.
 * Manifest labels map to expected statuses (gingivitis -> inflamed, healthy -> healthy,
 * calculus -> tartar); other labels are left out of recall, and rows whose notes start with
 * "Negative" are scored separately on whether they came back `unclear`. See
 * docs/decisions/001-colour-science-analyser.md for what counts as correct.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { TScanStatus, TSpecies } from '#common/contracts/scans.ts';
import analysePhoto from '#server/adapters/analysis/analyse-photo.worker.ts';
import { parseCsv } from './parse-csv.ts';

const IMAGE = /\.(jpe?g|png|webp|heic|avif|tiff?)$/i;
const CLASSES = ['healthy', 'inflamed', 'tartar'] as const;
type TClass = (typeof CLASSES)[number];

type TRow = { label: string; notes: string };
type TResult = {
  file: string;
  status: TScanStatus;
  severity: string;
  gingivalIndex: number | null;
  calculusIndex: number | null;
  /** Null when the photo was not graded (and the gingivitis one when the gum line is too pigmented). */
  gingivitisProbability: number | null;
  calculusProbability: number | null;
  confidence: number;
  /** The species the report was written for: what the photo shows; null when unknown. */
  species: TSpecies | null;
  /** Why the photo was refused (e.g. not_a_pet, no_mouth); empty when graded. */
  problems: string[];
  /** The status is the most likely finding, not a confident one (server/analysis/verdict.ts). */
  isUncertain: boolean;
  ms: number;
};

const USAGE = 'usage: npm run eval -- <folder> [--manifest file.csv] [--json] [--no-species-check]';

export function expectedStatus(label: string): TClass | null {
  const l = label.toLowerCase();
  if (l.startsWith('gingivitis')) return 'inflamed';
  if (l === 'healthy') return 'healthy';
  if (l.startsWith('calculus')) return 'tartar';
  return null;
}

function readManifest(file: string): Map<string, TRow> {
  const byFile = new Map<string, TRow>();
  for (const r of parseCsv(readFileSync(file, 'utf8')))
    byFile.set(r.file, { label: r.label, notes: r.notes ?? '' });
  return byFile;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      manifest: { type: 'string' },
      json: { type: 'boolean', default: false },
      'no-species-check': { type: 'boolean', default: false },
    },
  });
  const folder = positionals[0];
  if (!folder) throw new Error(USAGE);
  const skipSpeciesCheck = values['no-species-check'];
  const files = readdirSync(folder)
    .filter((f) => IMAGE.test(f))
    .sort();
  const results: TResult[] = [];
  for (const file of files) {
    const bytes = readFileSync(path.join(folder, file));
    const start = performance.now();
    const { report, species } = await analysePhoto({
      bytes: new Uint8Array(bytes),
      ...(skipSpeciesCheck ? { skipSpeciesCheck: true } : {}),
    });
    const ms = Math.round(performance.now() - start);
    const { status, severity, gingivalIndex, calculusIndex, confidence } = report;
    const { gingivitisProbability, calculusProbability } = report;
    const result: TResult = {
      file,
      status,
      severity,
      gingivalIndex,
      calculusIndex,
      gingivitisProbability,
      calculusProbability,
      confidence,
      species,
      problems: report.quality.problems,
      isUncertain: report.findings.some((f) => f.code === 'cannot_rule_out'),
      ms,
    };
    results.push(result);
    if (values.json) console.log(JSON.stringify(result));
    else {
      const gi = `GI ${gingivalIndex ?? '-'}`;
      const ci = `CI ${calculusIndex ?? '-'}`;
      const pg = `pG ${gingivitisProbability?.toFixed(2) ?? '-   '}`;
      const pc = `pC ${calculusProbability?.toFixed(2) ?? '-   '}`;
      console.log(
        `${file.padEnd(48)} ${status.padEnd(9)} ${severity.padEnd(10)} ${gi}  ${ci}  ${pg}  ${pc}  conf ${confidence.toFixed(2)}  ${species ?? '-'}  ${result.problems.join(',') || (result.isUncertain ? 'uncertain' : '')}  ${ms} ms`,
      );
    }
  }
  if (values.manifest && !values.json) printScores(results, readManifest(values.manifest));
}

function printScores(results: TResult[], manifest: Map<string, TRow>): void {
  const columns = [...CLASSES, 'pale', 'unclear'] as const;
  const table = new Map(CLASSES.map((c) => [c, new Map<string, number>(columns.map((k) => [k, 0]))]));
  let negatives = 0;
  let negativesUnclear = 0;
  let lenientHits = 0;
  let labelled = 0;
  for (const r of results) {
    const row = manifest.get(r.file);
    if (!row) continue;
    const expected = expectedStatus(row.label);
    if (expected) {
      labelled++;
      const counts = table.get(expected);
      const key = columns.includes(r.status as never) ? r.status : 'unclear';
      counts?.set(key, (counts.get(key) ?? 0) + 1);
      const gi = r.gingivalIndex ?? 0;
      const ci = r.calculusIndex ?? 0;
      const isSign =
        r.status !== 'unclear' &&
        (expected === 'healthy' ? gi === 0 && ci === 0 : expected === 'inflamed' ? gi >= 1 : ci >= 1);
      if (isSign) lenientHits++;
    } else if (/^negative/i.test(row.notes.trim())) {
      negatives++;
      if (r.status === 'unclear') negativesUnclear++;
    }
  }
  console.log('\nConfusion (rows: manifest label as expected status; columns: analyser status)');
  console.log(
    `${'expected'.padEnd(10)}${columns.map((c) => c.padStart(10)).join('')}${'recall'.padStart(10)}`,
  );
  let hits = 0;
  for (const c of CLASSES) {
    const counts = table.get(c) ?? new Map<string, number>();
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const hit = counts.get(c) ?? 0;
    hits += hit;
    const recall = total > 0 ? `${hit}/${total}` : '-';
    console.log(
      `${c.padEnd(10)}${columns.map((k) => String(counts.get(k) ?? 0).padStart(10)).join('')}${recall.padStart(10)}`,
    );
  }
  console.log(`\nStatus accuracy on labelled photos: ${hits}/${labelled}`);
  console.log(
    `Sign detected (GI>=1 for gingivitis, CI>=1 for calculus, both 0 for healthy): ${lenientHits}/${labelled}`,
  );
  console.log(`Negatives (no mouth) returned as unclear: ${negativesUnclear}/${negatives}`);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `Time per photo in-process, decode included: p50 ${times[times.length >> 1]} ms, max ${times[times.length - 1]} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
