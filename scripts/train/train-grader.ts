/**
 * A grader: a logistic regression with sign constraints on named colour features, Platt-calibrated
 * on grouped held-out folds, so its probability means what it says (the reliability table shows
 * it) and the 0-3 index is cut from it at documented points (INDEX_CUTS).
 */
import type { TLogisticModel } from '#server/analysis/model/predict.ts';
import type { TFeatureName } from '#server/analysis/photo-features.ts';
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
): { model: TLogisticModel; cv: Record<string, unknown> } {
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
    const asTaken = test.filter((i) => !used[i].relit);
    foldAucs.push(
      auc(
        asTaken.map((i) => scores[i]),
        asTaken.map((i) => y[i]),
      ),
    );
  }
  const platt = fitPlatt(scores, y);
  const taken = used.map((_, i) => i).filter((i) => !used[i].relit);
  const p = taken.map((i) => sigmoid(platt.a * scores[i] + platt.b));
  const yTaken = taken.map((i) => y[i]);
  const table = reliability(p, yTaken);
  const pooled = auc(
    taken.map((i) => scores[i]),
    yTaken,
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
  };
}
