import { FEATURE_NAMES, type TFeatureName, type TFeatures } from '#server/analysis/photo-features.ts';

/**
 * Runtime half of the learned models (docs/decisions/005-learned-gate-and-grading.md). The
 * parameters are plain JSON written by `npm run train` (scripts/train/); this file only evaluates
 * them, so a model is a few hundred multiply-adds per photo.
 */

/** Platt scaling: calibrated probability = sigmoid(a * score + b), fitted on held-out folds. */
export type TPlatt = { a: number; b: number };

/** One decision stump of a boosted ensemble: adds `left` or `right` to the score. */
export type TStump = { feature: TFeatureName; cut: number; left: number; right: number };

export type TBoostedModel = {
  kind: 'boosted-stumps';
  bias: number;
  stumps: TStump[];
  platt: TPlatt;
  /** Calibrated probability at or above which the photo is accepted. */
  threshold: number;
  trainedOn: string;
};

export type TLogisticModel = {
  kind: 'logistic';
  features: TFeatureName[];
  /** Standardisation learned with the weights: z = (x - mean) / scale. */
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
  platt: TPlatt;
  /** Calibrated probabilities at which the 0-3 index steps up (three cuts). */
  indexCuts: [number, number, number];
  trainedOn: string;
};

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function boostedScore(model: Pick<TBoostedModel, 'bias' | 'stumps'>, features: TFeatures): number {
  let score = model.bias;
  for (const s of model.stumps) score += features[s.feature] < s.cut ? s.left : s.right;
  return score;
}

export function logisticScore(
  model: Pick<TLogisticModel, 'features' | 'mean' | 'scale' | 'weights' | 'bias'>,
  features: TFeatures,
): number {
  let score = model.bias;
  for (let k = 0; k < model.features.length; k++) {
    score += (model.weights[k] * (features[model.features[k]] - model.mean[k])) / model.scale[k];
  }
  return score;
}

export function calibrated(platt: TPlatt, score: number): number {
  return sigmoid(platt.a * score + platt.b);
}

/** Checks a loaded model names only features the extractor computes, so a stale JSON fails loudly. */
export function assertKnownFeatures(names: readonly string[], what: string): void {
  const known = new Set<string>(FEATURE_NAMES);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) throw new Error(`${what} uses unknown features: ${unknown.join(', ')}`);
}
