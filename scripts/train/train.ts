/**
 * `npm run train`: learns the photo gate and the two graders from the shared training photos plus
 * generated ones, prints cross-validated figures and reliability tables, and writes the parameters
 * to server/analysis/model/*.json. Deterministic: same photos and code give the same JSON.
 * Options: --folds N (default 5), --dry-run (print figures, write nothing).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { TBoostedModel, TLogisticModel } from '#server/analysis/model/predict.ts';
import { GATE_FEATURES, type TFeatureName } from '#server/analysis/photo-features.ts';
import { listSamples, measureSamples, ROOT, type TMeasuredSample, type TSource } from './dataset.ts';
import {
  auc,
  fitPlatt,
  formatReliability,
  groupedFolds,
  linearScore,
  reliability,
  sigmoid,
  stumpScore,
  trainBoostedStumps,
  trainLogistic,
} from './learn.ts';

const SEED = 2026;
const MODEL_DIR = path.join(ROOT, 'server/analysis/model');
const GATE_POSITIVE: TSource[] = [
  'human-calculus',
  'human-healthy',
  'human-ulcer',
  'dog-jaw',
  'generated-mouth',
];
const GATE_NEGATIVE: TSource[] = ['dog-photo', 'generated-scene'];
const GATE_OPTIONS = { rounds: 800, rate: 0.1, lambda: 5, cuts: 32 };
/**
 * Generated mouths stand for what the photo sets lack, pets with pale or pigmented gums; weighted
 * up so the gate does not learn "only human-pink gums are gums" and refuse the one photo that
 * matters most (pale gums).
 */
const GENERATED_MOUTH_WEIGHT = 6;
/** Share of ordinary dog photos the gate must refuse on held-out folds. */
const DOG_PHOTO_REFUSAL_TARGET = 0.99;
/** Calibrated probabilities where the 0-3 indices step up. */
const INDEX_CUTS: [number, number, number] = [0.5, 0.75, 0.9];

/** Grader inputs with the only direction each may push (1 up, -1 down): edits move grades the right way. */
export const CALCULUS_FEATURES: [TFeatureName, number][] = [
  ['tartarCoverage', 1],
  ['gumlineTartar', 1],
  ['stainShare', 1],
  ['toothYellow', 1],
  ['toothLightness', -1],
];
export const GINGIVAL_FEATURES: [TFeatureName, number][] = [
  ['redness', 1],
  ['marginRedness', 1],
  ['marginContrast', 1],
  ['saturatedRedShare', 1],
  ['hueRed', 1],
  ['pallor', -1],
];

type TOutOfFold = { scores: number[]; y: number[] };

export async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { folds: { type: 'string', default: '5' }, 'dry-run': { type: 'boolean', default: false } },
  });
  const log = (line: string) => console.log(line);
  const samples = await measureSamples(listSamples(), log);
  const models = learnAll(samples, Number(values.folds), log);
  if (values['dry-run']) return;
  for (const [name, model] of Object.entries(models)) {
    writeFileSync(path.join(MODEL_DIR, `${name}.json`), compactJson(model));
  }
  log(`\nwrote server/analysis/model/{gate,calculus,gingival}.json`);
}

/** Cross-validates every model (printing the figures), then fits each on all its data. */
export function learnAll(
  samples: TMeasuredSample[],
  folds: number,
  log: (line: string) => void,
): { gate: TBoostedModel; calculus: TLogisticModel; gingival: TLogisticModel } {
  const gate = trainGate(samples, folds, log);
  const calculus = trainGrader(
    'calculus',
    samples,
    (s) => (s.source === 'human-calculus' ? 1 : s.source === 'human-healthy' ? 0 : null),
    CALCULUS_FEATURES,
    folds,
    log,
    'human-calculus (250) against human-healthy (250)',
  );
  const gingival = trainGrader(
    'gingival',
    samples,
    (s) => (s.source === 'human-ulcer' ? 1 : s.source === 'human-healthy' ? 0 : null),
    GINGIVAL_FEATURES,
    folds,
    log,
    'human-ulcer (80, inflamed soft tissue) against human-healthy (250): a proxy for gum redness',
  );
  printBaselines(samples, log);
  return { gate, calculus, gingival };
}

export function trainGate(samples: TMeasuredSample[], k: number, log: (line: string) => void): TBoostedModel {
  const used = samples.filter((s) => GATE_POSITIVE.includes(s.source) || GATE_NEGATIVE.includes(s.source));
  const x = used.map((s) => GATE_FEATURES.map((f) => s.features[f]));
  const y = used.map((s) => (GATE_POSITIVE.includes(s.source) ? 1 : 0));
  const fold = groupedFolds(
    used.map((s) => s.group),
    y,
    k,
    SEED,
  );
  const weights = used.map((s) => (s.source === 'generated-mouth' ? GENERATED_MOUTH_WEIGHT : 1));
  const oof: TOutOfFold = { scores: new Array(used.length).fill(0), y };
  for (let f = 0; f < k; f++) {
    const train = used.map((_, i) => i).filter((i) => fold[i] !== f);
    const model = trainBoostedStumps(
      train.map((i) => x[i]),
      train.map((i) => y[i]),
      { ...GATE_OPTIONS, weights: train.map((i) => weights[i]) },
    );
    for (let i = 0; i < used.length; i++) if (fold[i] === f) oof.scores[i] = stumpScore(model, x[i]);
  }
  const platt = fitPlatt(oof.scores, y);
  const p = oof.scores.map((s) => sigmoid(platt.a * s + platt.b));

  // The cut: the lowest probability that still refuses the target share of dog photos and every
  // generated negative on held-out folds.
  const dogP = used.flatMap((s, i) => (s.source === 'dog-photo' ? [p[i]] : [])).sort((a, b) => a - b);
  const sceneP = used.flatMap((s, i) => (s.source === 'generated-scene' ? [p[i]] : []));
  const atTarget = dogP[Math.min(dogP.length - 1, Math.ceil(DOG_PHOTO_REFUSAL_TARGET * dogP.length))];
  const threshold = round4(Math.max(0.5, atTarget + 1e-4, Math.max(...sceneP) + 1e-4));

  log(`\n== Gate: usable close-up of gums and teeth (${k}-fold grouped CV, boosted stumps) ==`);
  log(
    `AUC ${auc(oof.scores, y).toFixed(3)}; threshold ${threshold} (calibrated probability; dog-photo target ${atTarget.toFixed(4)}, highest generated negative ${Math.max(...sceneP).toFixed(4)})`,
  );
  if (process.env.TRAIN_DEBUG) {
    used.forEach((s, i) => {
      if (p[i] > 0.9 && y[i] === 0) log(`    ${s.id} ${p[i].toFixed(4)}`);
    });
  }
  for (const source of [...GATE_POSITIVE, ...GATE_NEGATIVE]) {
    const ps = used.flatMap((s, i) => (s.source === source ? [p[i]] : []));
    const accepted = ps.filter((v) => v >= threshold).length;
    const isPositive = GATE_POSITIVE.includes(source);
    log(
      `  ${source.padEnd(16)} n=${String(ps.length).padStart(3)}  ${isPositive ? 'accepted' : 'refused (unclear)'} ${(
        (100 * (isPositive ? accepted : ps.length - accepted)) / ps.length
      ).toFixed(1)}%`,
    );
  }
  log(formatReliability('Gate reliability', reliability(p, y)));

  const final = trainBoostedStumps(x, y, { ...GATE_OPTIONS, weights });
  return {
    kind: 'boosted-stumps',
    bias: round4(final.bias),
    stumps: final.stumps.map((s) => ({
      feature: GATE_FEATURES[s.feature],
      cut: round6(s.cut),
      left: round4(s.left),
      right: round4(s.right),
    })),
    platt: { a: round4(platt.a), b: round4(platt.b) },
    threshold,
    trainedOn: `Learned by scripts/train from the team's training photos (not shipped): positives human-calculus, human-healthy, human-ulcer, dog-jaw and generated mouths; negatives 300 ordinary dog photos and generated hands, faces, closed mouths, whole dogs and toys. Threshold: at least ${DOG_PHOTO_REFUSAL_TARGET * 100}% of dog photos refused on held-out folds.`,
  };
}

export function trainGrader(
  name: string,
  samples: TMeasuredSample[],
  labelOf: (s: TMeasuredSample) => number | null,
  spec: [TFeatureName, number][],
  k: number,
  log: (line: string) => void,
  data: string,
): TLogisticModel {
  const used = samples.filter((s) => labelOf(s) !== null);
  const y = used.map((s) => labelOf(s) ?? 0);
  const x = used.map((s) => spec.map(([f]) => s.features[f]));
  const signs = spec.map(([, sign]) => sign);
  const options = { l2: 0.01, iterations: 1500, signs };
  const fold = groupedFolds(
    used.map((s) => s.group),
    y,
    k,
    SEED,
  );
  const oof: TOutOfFold = { scores: new Array(used.length).fill(0), y };
  const foldAucs: number[] = [];
  for (let f = 0; f < k; f++) {
    const train = used.map((_, i) => i).filter((i) => fold[i] !== f);
    const model = trainLogistic(
      train.map((i) => x[i]),
      train.map((i) => y[i]),
      options,
    );
    const test = used.map((_, i) => i).filter((i) => fold[i] === f);
    for (const i of test) oof.scores[i] = linearScore(model, x[i]);
    foldAucs.push(
      auc(
        test.map((i) => oof.scores[i]),
        test.map((i) => y[i]),
      ),
    );
  }
  const platt = fitPlatt(oof.scores, y);
  const p = oof.scores.map((s) => sigmoid(platt.a * s + platt.b));
  log(`\n== ${name} grader: ${data} (${k}-fold grouped CV, logistic regression) ==`);
  log(`AUC ${auc(oof.scores, y).toFixed(3)} pooled; per fold ${foldAucs.map((v) => v.toFixed(3)).join(' ')}`);
  log(formatReliability(`${name} reliability`, reliability(p, y)));
  const final = trainLogistic(x, y, options);
  log(`weights (standardised): ${spec.map(([f], i) => `${f} ${final.weights[i].toFixed(2)}`).join(', ')}`);
  return {
    kind: 'logistic',
    features: spec.map(([f]) => f),
    mean: final.mean.map(round6),
    scale: final.scale.map(round6),
    weights: final.weights.map(round4),
    bias: round4(final.bias),
    platt: { a: round4(platt.a), b: round4(platt.b) },
    indexCuts: INDEX_CUTS,
    trainedOn: `Learned by scripts/train from the team's training photos (not shipped): ${data}. Weights sign-constrained so edits move the grade the right way.`,
  };
}

/** The v1 hand-set scores on the same photos, for comparison with the learned graders. */
function printBaselines(samples: TMeasuredSample[], log: (line: string) => void): void {
  const pick = (pos: TSource, neg: TSource, f: (s: TMeasuredSample) => number) => {
    const used = samples.filter((s) => s.source === pos || s.source === neg);
    return auc(
      used.map(f),
      used.map((s) => (s.source === pos ? 1 : 0)),
    ).toFixed(3);
  };
  const calculusScore = (s: TMeasuredSample) =>
    Math.max(s.features.tartarCoverage, 0.7 * s.features.gumlineTartar + 0.3 * s.features.tartarCoverage);
  const gingivalScore = (s: TMeasuredSample) =>
    0.35 * s.features.redness +
    0.65 * s.features.marginRedness +
    0.5 * Math.max(0, s.features.marginContrast);
  log('\n== v1 hand-set scores on the same photos (no training, for comparison) ==');
  log(`calculus score, calculus vs healthy: AUC ${pick('human-calculus', 'human-healthy', calculusScore)}`);
  log(`gingival score, ulcer vs healthy:   AUC ${pick('human-ulcer', 'human-healthy', gingivalScore)}`);
}

/** One line per array item of objects (the stumps), so the file stays small and diffs stay readable. */
function compactJson(model: object): string {
  const lines = Object.entries(model).map(([key, value]) => {
    if (Array.isArray(value) && typeof value[0] === 'object') {
      return `  ${JSON.stringify(key)}: [\n${value.map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]`;
    }
    return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

function round4(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}
function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
