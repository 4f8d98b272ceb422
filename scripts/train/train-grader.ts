/**
 * A grader: a logistic regression with sign constraints on named colour features, Platt-calibrated
 * on grouped held-out folds, so its probability means what it says (the reliability table shows
 * it) and the 0-3 index is cut from it at documented points (INDEX_CUTS).
 */
import type { TLogisticModel } from '#common/analysis/model/predict.ts';
import type { TFeatureName } from '#common/analysis/photo-features.ts';
import type { TMeasuredSample } from './dataset.ts';
import {
  auc,
  calibrationError,
  fitPlatt,
  formatReliability,
  groupedFolds,
  linearScore,
  reliability,
  roundTo,
  sigmoid,
  trainLogistic,
} from './learn.ts';

/**
 * Calibrated probabilities where each index steps up (1, 2, 3): "more likely than not", "three to
 * one", "nine to one" (docs/product-rules.md#gum-and-tartar-indices).
 */
export const INDEX_CUTS: [number, number, number] = [0.5, 0.75, 0.9];

export function trainGrader(
  name: string,
  samples: TMeasuredSample[],
  labelOf: (s: TMeasuredSample) => number | null,
  spec: [TFeatureName, number][],
  options: { folds: number; seed: number; l2: number; iterations: number },
  log: (line: string) => void,
  data: string,
  /** Which held-out photos the figures are read on (default all): a proxy class may train but not judge. */
  isJudgedOn: (s: TMeasuredSample) => boolean = () => true,
): { model: TLogisticModel; cv: Record<string, unknown>; outOfFold: Map<string, number> } {
  const used = samples.filter((s) => labelOf(s) !== null);
  const y = used.map((s) => labelOf(s) ?? 0);
  const x = used.map((s) => spec.map(([f]) => s.features[f]));
  const fitOptions = { l2: options.l2, iterations: options.iterations, signs: spec.map(([, sign]) => sign) };
  const fold = groupedFolds(
    used.map((s) => s.group),
    y,
    options.folds,
    options.seed,
  );
  const scores = new Array<number>(used.length).fill(0);
  const foldAucs: number[] = [];
  for (let f = 0; f < options.folds; f++) {
    const train = used.map((_, i) => i).filter((i) => fold[i] !== f);
    const model = trainLogistic(
      train.map((i) => x[i]),
      train.map((i) => y[i]),
      fitOptions,
    );
    const test = used.map((_, i) => i).filter((i) => fold[i] === f);
    for (const i of test) scores[i] = linearScore(model, x[i]);
    // Figures on photos as taken: the re-lit copies are training material, not new photos.
    const asTaken = test.filter((i) => !used[i].relit && isJudgedOn(used[i]));
    foldAucs.push(
      auc(
        asTaken.map((i) => scores[i]),
        asTaken.map((i) => y[i]),
      ),
    );
  }
  // Calibrated on the photos the figures are judged on, each class weighted equally (positives
  // repeated): an even prior, because the share of diseased photos in a training folder (23 of 273 for
  // real gingivitis) is an accident of collection, not the share among photos owners send (ADR 010).
  const judged = used.map((_, i) => i).filter((i) => isJudgedOn(used[i]));
  const balanced = evenPrior(judged, y);
  const platt = fitPlatt(
    balanced.map((i) => scores[i]),
    balanced.map((i) => y[i]),
  );
  const taken = used.map((_, i) => i).filter((i) => !used[i].relit && isJudgedOn(used[i]));
  const takenBalanced = evenPrior(taken, y);
  const table = reliability(
    takenBalanced.map((i) => sigmoid(platt.a * scores[i] + platt.b)),
    takenBalanced.map((i) => y[i]),
  );
  const pooled = auc(
    taken.map((i) => scores[i]),
    taken.map((i) => y[i]),
  );
  log(`\n== ${name} grader: ${data} (${options.folds}-fold grouped CV, logistic regression) ==`);
  log(`AUC ${pooled.toFixed(3)} pooled; per fold ${foldAucs.map((v) => v.toFixed(3)).join(' ')}`);
  log(formatReliability(`${name} reliability`, table));
  const final = trainLogistic(x, y, fitOptions);
  log(`weights (standardised): ${spec.map(([f], i) => `${f} ${final.weights[i].toFixed(2)}`).join(', ')}`);
  return {
    model: {
      kind: 'logistic',
      features: spec.map(([f]) => f),
      mean: final.mean.map((v) => roundTo(6, v)),
      scale: final.scale.map((v) => roundTo(6, v)),
      weights: final.weights.map((v) => roundTo(4, v)),
      bias: roundTo(4, final.bias),
      platt: { a: roundTo(4, platt.a), b: roundTo(4, platt.b) },
      indexCuts: INDEX_CUTS,
      trainedOn: `Learned by scripts/train from the team's training photos (not shipped): ${data}. Weights sign-constrained so edits move the grade the right way.`,
    },
    cv: {
      auc: roundTo(3, pooled),
      foldAucs: foldAucs.map((v) => roundTo(3, v)),
      ece: roundTo(3, calibrationError(table)),
      n: taken.length,
      reliability: table.map((row) => ({
        ...row,
        predicted: roundTo(3, row.predicted),
        observed: roundTo(3, row.observed),
      })),
    },
    outOfFold: new Map(taken.map((i) => [used[i].id, sigmoid(platt.a * scores[i] + platt.b)])),
  };
}

/** The indices with each positive repeated so both classes weigh about the same. */
function evenPrior(indices: number[], y: number[]): number[] {
  const positives = indices.filter((i) => y[i] === 1);
  const negatives = indices.length - positives.length;
  const repeat = Math.max(1, Math.round(negatives / Math.max(1, positives.length)));
  return [
    ...indices.filter((i) => y[i] === 0),
    ...positives.flatMap((i) => new Array<number>(repeat).fill(i)),
  ];
}
