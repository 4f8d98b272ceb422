import { FEATURE_NAMES, type TFeatureName, type TFeatures } from '#common/analysis/photo-features.ts';

/**
 * Runtime half of the learned models (docs/decisions/005-learned-gate-and-grading.md). The
 * parameters are plain JSON written by `npm run train` (scripts/train/); this file only evaluates
 * them, so a model is a few hundred multiply-adds per photo.
 */

/** Platt scaling: calibrated probability = sigmoid(a * score + b), fitted on held-out folds. */
export type TPlatt = { a: number; b: number };

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

/**
 * A logistic head on the MobileNetV2 embedding, standardisation folded into the weights:
 * score = bias + sum(weights[k] * embedding[k]).
 */
export type TEmbeddingHead = { weights: number[]; bias: number; platt: TPlatt; threshold: number };

export function embeddingProbability(head: TEmbeddingHead, embedding: Float32Array): number {
  let score = head.bias;
  for (let k = 0; k < head.weights.length; k++) score += head.weights[k] * embedding[k];
  return calibrated(head.platt, score);
}

/** The log-odds of a probability, clamped so 0 and 1 stay finite. */
export function logit(p: number): number {
  return Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p));
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * The linear score of a standardised logistic model over a row of inputs: the one scoring
 * function, used by training's cross-validation (scripts/train/) and by serving alike.
 */
export function standardisedScore(
  model: { mean: readonly number[]; scale: readonly number[]; weights: readonly number[]; bias: number },
  row: ArrayLike<number>,
): number {
  let score = model.bias;
  for (let k = 0; k < model.weights.length; k++)
    score += (model.weights[k] * (row[k] - model.mean[k])) / model.scale[k];
  return score;
}

export function logisticScore(
  model: Pick<TLogisticModel, 'features' | 'mean' | 'scale' | 'weights' | 'bias'>,
  features: TFeatures,
): number {
  return standardisedScore(
    model,
    model.features.map((f) => features[f]),
  );
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
