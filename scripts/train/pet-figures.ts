/**
 * Figures that say how the analyser does on pets and people (docs/decisions/010-analyser-v4.md),
 * from held-out folds only: how many human mouths the person head refuses and how many real dog
 * mouths are graded, per fold; and how the calculus probability ranks the dog jaws labelled by eye
 * (scripts/train/labels/).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { calibrated, logisticScore, type TLogisticModel } from '#common/analysis/model/predict.ts';
import { parseCsv } from '../parse-csv.ts';
import type { TMeasuredSample } from './dataset.ts';
import { auc, roundTo } from './learn.ts';
import { HUMAN_MOUTHS } from './train-heads.ts';

type TOutOfFold = Map<string, number>;

/**
 * Human mouths refused as not a pet, and real dog mouths graded (through the gate, under the person
 * cut), per fold of the person head: photos as taken.
 */
export function personFigures(
  samples: TMeasuredSample[],
  gate: { outOfFold: TOutOfFold; threshold: number },
  person: { outOfFold: TOutOfFold; fold: Map<string, number>; threshold: number },
  folds: number,
  log: (line: string) => void,
): Record<string, unknown> {
  const asTaken = samples.filter((s) => !s.relit && !s.id.includes('@'));
  const mouthCrops = samples.filter((s) => s.source === 'dog-mouth-open' && s.id.endsWith('@mouth'));
  const isGraded = (id: string) =>
    (gate.outOfFold.get(id) ?? 0) >= gate.threshold && (person.outOfFold.get(id) ?? 1) < person.threshold;
  type TRow = {
    humansRefused: number;
    humans: number;
    dogsGraded: number;
    dogs: number;
    cropsGraded: number;
    crops: number;
  };
  const rows: (TRow & { fold: number | string })[] = [];
  for (let f = 0; f < folds; f++) {
    const inFold = asTaken.filter((s) => person.fold.get(s.id) === f);
    const humans = inFold.filter((s) => HUMAN_MOUTHS.includes(s.source));
    const dogs = inFold.filter((s) => s.source === 'dog-mouth-open');
    const crops = mouthCrops.filter((s) => person.fold.get(s.id) === f);
    rows.push({
      fold: f + 1,
      humansRefused: humans.filter((s) => (person.outOfFold.get(s.id) ?? 0) >= person.threshold).length,
      humans: humans.length,
      dogsGraded: dogs.filter((s) => isGraded(s.id)).length,
      dogs: dogs.length,
      cropsGraded: crops.filter((s) => isGraded(s.id)).length,
      crops: crops.length,
    });
  }
  const total = rows.reduce(
    (t, r) => ({
      humansRefused: t.humansRefused + r.humansRefused,
      humans: t.humans + r.humans,
      dogsGraded: t.dogsGraded + r.dogsGraded,
      dogs: t.dogs + r.dogs,
      cropsGraded: t.cropsGraded + r.cropsGraded,
      crops: t.crops + r.crops,
    }),
    { humansRefused: 0, humans: 0, dogsGraded: 0, dogs: 0, cropsGraded: 0, crops: 0 },
  );
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  const cell = (a: number, b: number) => `${`${a}/${b}`.padStart(9)} ${pct(a, b).padStart(7)}`;
  log('\n== People refused, dogs graded (held-out folds) ==');
  log('fold  human mouths refused     real dogs graded (gate and person head):');
  log('      as not a pet             whole photo          crop around the mouth');
  for (const r of [...rows, { fold: 'all', ...total }]) {
    log(
      `${String(r.fold).padEnd(5)} ${cell(r.humansRefused, r.humans)}   ${cell(r.dogsGraded, r.dogs)}   ${cell(r.cropsGraded, r.crops)}`,
    );
  }
  return {
    perFold: rows,
    humansRefused: roundTo(3, total.humansRefused / Math.max(1, total.humans)),
    dogsGraded: roundTo(3, total.dogsGraded / Math.max(1, total.dogs)),
    dogMouthCropsGraded: roundTo(3, total.cropsGraded / Math.max(1, total.crops)),
  };
}

export const JAW_LABELS = path.join(import.meta.dirname, 'labels/dog-jaw-tartar.csv');
const LEVEL = { none: 0, some: 1, heavy: 2 } as const;

/**
 * How P(calculus) ranks the jaws labelled by eye: AUC of some-or-heavy against none and of heavy
 * against none, raw and as the analyser reports it (a palate view's calculus is not graded, and a
 * photo the gate refuses has none: both rank lowest). Held-out folds for the gate and the palate head.
 */
export function jawFigures(
  samples: TMeasuredSample[],
  calculus: TLogisticModel,
  palate: { outOfFold: TOutOfFold; threshold: number },
  gate: { outOfFold: TOutOfFold; threshold: number },
  log: (line: string) => void,
): Record<string, unknown> {
  const level = new Map(
    parseCsv(readFileSync(JAW_LABELS, 'utf8')).map((row) => [
      row.file,
      LEVEL[row.tartar as keyof typeof LEVEL],
    ]),
  );
  const jaws = samples.filter((s) => s.source === 'dog-jaw' && level.has(s.id));
  const p = jaws.map((s) => calibrated(calculus.platt, logisticScore(calculus, s.features)));
  const isPalate = jaws.map((s) => (palate.outOfFold.get(s.id) ?? 0) >= palate.threshold);
  const isAccepted = jaws.map((s) => (gate.outOfFold.get(s.id) ?? 0) >= gate.threshold);
  const levels = jaws.map((s) => level.get(s.id) ?? 0);
  const rank = (positive: (l: number) => boolean, reported: boolean) => {
    const idx = jaws.map((_, i) => i).filter((i) => levels[i] === 0 || positive(levels[i]));
    // A calculus probability the analyser does not report ranks lowest (no tartar said).
    const scores = idx.map((i) => (reported && (isPalate[i] || !isAccepted[i]) ? -1 : p[i]));
    return roundTo(
      3,
      auc(
        scores,
        idx.map((i) => (levels[i] > 0 ? 1 : 0)),
      ),
    );
  };
  const figures = {
    someOrHeavyVsNone: rank((l) => l >= 1, false),
    heavyVsNone: rank((l) => l === 2, false),
    reportedSomeOrHeavyVsNone: rank((l) => l >= 1, true),
    readAsPalate: isPalate.filter(Boolean).length,
    refusedByGate: [0, 1, 2].map((l) => isAccepted.filter((a, i) => !a && levels[i] === l).length),
    n: jaws.length,
  };
  const mean = (l: number) => {
    const ps = p.filter((_, i) => levels[i] === l);
    return (ps.reduce((a, b) => a + b, 0) / Math.max(1, ps.length)).toFixed(3);
  };
  const count = (l: number) => levels.filter((v) => v === l).length;
  log(
    `\n== Dog jaws labelled by eye (${jaws.length}: none ${count(0)}, some ${count(1)}, heavy ${count(2)}) ==`,
  );
  log(`  mean P(calculus): none ${mean(0)}, some ${mean(1)}, heavy ${mean(2)}`);
  log(
    `  AUC some-or-heavy vs none ${figures.someOrHeavyVsNone}; heavy vs none ${figures.heavyVsNone}; as reported ${figures.reportedSomeOrHeavyVsNone} (palate views, not graded for tartar: ${figures.readAsPalate}; refused by the gate, none/some/heavy: ${figures.refusedByGate.join('/')})`,
  );
  return figures;
}
