/**
 * The photo gate: is this a usable close-up of a pet's gums and teeth? Learned as a logistic
 * regression on one of two inputs (docs/decisions/007-analyser-v3.md): the analyser's colour
 * features, or the MobileNetV2 embedding. Both are cross-validated the same way so their figures
 * compare; `npm run train` ships the one named in GATE_ROUTE.
 */
import type { TMeasuredSample, TSource } from './dataset.ts';
import {
  auc,
  calibrationError,
  fitPlatt,
  formatReliability,
  outOfFoldScores,
  reliability,
  roundTo,
  sigmoid,
  type TLinearModel,
  trainLogistic,
} from './learn.ts';

export const GATE_POSITIVE: readonly TSource[] = [
  'human-calculus',
  'human-healthy',
  'human-ulcer',
  'human-gingivitis',
  'dog-jaw',
  'dog-mouth-open',
  'generated-mouth',
  'vet-usable',
];
export const GATE_NEGATIVE: readonly TSource[] = [
  'dog-photo',
  'cat-photo',
  'face-photo',
  'hand-photo',
  'generated-scene',
  'vet-unusable',
];
/** Real negatives the cut must refuse at this share each, on held-out folds (the bar is 95%). */
const REAL_NEGATIVE_REFUSAL = 0.98;
/**
 * Generated mouths stand for what the photo sets lack, pets with pale or pigmented gums; weighted
 * up so the gate does not learn "only human-pink gums are gums" and refuse the one photo that
 * matters most (pale gums).
 */
const GENERATED_MOUTH_WEIGHT = 3;

export type TGateFit = {
  model: TLinearModel;
  platt: { a: number; b: number };
  threshold: number;
  /** Held-out figures, printed and recorded in the model file. */
  cv: { auc: number; accepted: Record<string, number>; refused: Record<string, number>; ece: number };
  /** Held-out calibrated probability of each sample, by id (for figures that combine models). */
  outOfFold: Map<string, number>;
};

/**
 * Cross-validates the gate on `columns(sample)` (grouped folds), fits Platt scaling on the
 * held-out scores, picks the cut, and fits the final model on every sample.
 */
export function trainGateOn(
  label: string,
  samples: TMeasuredSample[],
  columns: (s: TMeasuredSample) => number[],
  options: { folds: number; seed: number; l2: number; iterations: number },
  log: (line: string) => void,
  /** Samples scored on held-out folds (by their group) but never learned from nor counted in the cut. */
  isScoredOnly: (s: TMeasuredSample) => boolean = () => false,
): TGateFit {
  const all = samples.filter((s) => GATE_POSITIVE.includes(s.source) || GATE_NEGATIVE.includes(s.source));
  const xAll = all.map(columns);
  const yAll = all.map((s) => (GATE_POSITIVE.includes(s.source) ? 1 : 0));
  const weightsAll = all.map((s) =>
    isScoredOnly(s) ? 0 : s.source === 'generated-mouth' ? GENERATED_MOUTH_WEIGHT : 1,
  );
  const fitOptions = { l2: options.l2, iterations: options.iterations, signs: xAll[0].map(() => 0) };
  const { scores: scoresAll } = outOfFoldScores(
    xAll,
    yAll,
    all.map((s) => s.group),
    { ...options, ...fitOptions, weights: weightsAll },
  );
  const kept = all.map((_, i) => i).filter((i) => weightsAll[i] > 0);
  const used = kept.map((i) => all[i]);
  const x = kept.map((i) => xAll[i]);
  const y = kept.map((i) => yAll[i]);
  const weights = kept.map((i) => weightsAll[i]);
  const scores = kept.map((i) => scoresAll[i]);
  const platt = fitPlatt(scores, y);
  const p = scores.map((s) => sigmoid(platt.a * s + platt.b));
  const threshold = cutFor(used, p);

  const accepted: Record<string, number> = {};
  const refused: Record<string, number> = {};
  log(`\n== Gate (${label}): usable close-up of gums and teeth, ${options.folds}-fold grouped CV ==`);
  log(`AUC ${auc(scores, y).toFixed(3)}; threshold ${threshold} (calibrated probability)`);
  for (const source of [...GATE_POSITIVE, ...GATE_NEGATIVE]) {
    const ps = used.flatMap((s, i) => (s.source === source ? [p[i]] : []));
    if (ps.length === 0) continue;
    const share = ps.filter((v) => v >= threshold).length / ps.length;
    const isPositive = GATE_POSITIVE.includes(source);
    if (isPositive) accepted[source] = roundTo(3, share);
    else refused[source] = roundTo(3, 1 - share);
    log(
      `  ${source.padEnd(16)} n=${String(ps.length).padStart(4)}  ${isPositive ? 'accepted' : 'refused (unclear)'} ${(100 * (isPositive ? share : 1 - share)).toFixed(1)}%`,
    );
  }
  const crops = used.flatMap((s, i) => (s.id.endsWith('@crop') ? [p[i]] : []));
  if (crops.length > 0) {
    const share = crops.filter((v) => v >= threshold).length / crops.length;
    accepted['tight crops of mouths'] = roundTo(3, share);
    log(
      `  ${'(tight crops)'.padEnd(16)} n=${String(crops.length).padStart(4)}  accepted ${(100 * share).toFixed(1)}%`,
    );
  }
  // Real dogs baring their teeth, scored but not learned from (train.ts says why).
  for (const [name, isVariant] of [
    ['as taken', (id: string) => !id.includes('@')],
    ['mouth crops', (id: string) => id.endsWith('@mouth')],
  ] as const) {
    const scoredOnly = all.flatMap((s, i) =>
      weightsAll[i] === 0 && isVariant(s.id) ? [sigmoid(platt.a * scoresAll[i] + platt.b)] : [],
    );
    if (scoredOnly.length === 0) continue;
    const share = scoredOnly.filter((v) => v >= threshold).length / scoredOnly.length;
    accepted[`dog-mouth-open ${name}, not learned from`] = roundTo(3, share);
    log(
      `  ${`(dogs, ${name})`.padEnd(16)} n=${String(scoredOnly.length).padStart(4)}  accepted ${(100 * share).toFixed(1)}%`,
    );
  }
  const table = reliability(p, y);
  log(formatReliability(`Gate (${label}) reliability`, table));
  const ece = calibrationError(table);

  const model = trainLogistic(x, y, { ...fitOptions, weights });
  return {
    model,
    platt,
    threshold,
    cv: { auc: roundTo(3, auc(scores, y)), accepted, refused, ece: roundTo(3, ece) },
    outOfFold: new Map(all.map((s, i) => [s.id, sigmoid(platt.a * scoresAll[i] + platt.b)])),
  };
}

/**
 * The lowest calibrated probability that refuses REAL_NEGATIVE_REFUSAL of each real negative
 * source and every generated negative but one in a hundred, on held-out folds: a closed mouth
 * given a verdict is the worse error, but a cut above that only refuses more real mouths.
 */
function cutFor(used: TMeasuredSample[], p: number[]): number {
  let cut = 0.5;
  for (const source of GATE_NEGATIVE) {
    const ps = used.flatMap((s, i) => (s.source === source ? [p[i]] : [])).sort((a, b) => a - b);
    if (ps.length === 0) continue;
    const share = source === 'generated-scene' ? 0.99 : REAL_NEGATIVE_REFUSAL;
    cut = Math.max(cut, ps[Math.min(ps.length - 1, Math.ceil(share * ps.length))] + 1e-4);
  }
  return roundTo(4, Math.min(cut, 0.999));
}
