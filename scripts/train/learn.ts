/**
 * The small learners behind `npm run train`: logistic regression (with sign constraints for the
 * graders), Platt calibration, grouped k-fold splits and the
 * figures (AUC, reliability table). Plain TypeScript, deterministic, no dependencies.
 */

import { sigmoid, standardisedScore } from '#common/analysis/model/predict.ts';
import { seededRandom } from '../generated-photos/seeded-random.ts';

export type TMatrix = number[][];

/** Mulberry32, shared with the generated photos: deterministic shuffles for the fold split. */
export { seededRandom };

/**
 * Fold number per sample. Samples sharing a group (the same patient, jaw or source photo) always
 * land in the same fold, so near-copies never sit on both sides of a split. Groups are dealt out
 * round-robin within each label so every fold holds a share of every class.
 */
export function groupedFolds(groups: string[], labels: number[], k: number, seed: number): number[] {
  const random = seededRandom(seed);
  const labelOf = new Map<string, number>();
  groups.forEach((g, i) => {
    if (!labelOf.has(g)) labelOf.set(g, labels[i]);
  });
  const unique = [...labelOf.keys()].sort();
  for (let i = unique.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [unique[i], unique[j]] = [unique[j], unique[i]];
  }
  unique.sort((p, q) => (labelOf.get(p) ?? 0) - (labelOf.get(q) ?? 0));
  const foldOf = new Map(unique.map((g, i) => [g, i % k]));
  return groups.map((g) => foldOf.get(g) ?? 0);
}

export { sigmoid };

export type TLinearModel = { mean: number[]; scale: number[]; weights: number[]; bias: number };

/**
 * L2-regularised logistic regression by full-batch gradient descent on standardised features.
 * `signs[k]` = 1 keeps weight k at or above 0, -1 at or below 0, 0 leaves it free: a grader may
 * only learn that redder gums mean more inflammation, never less, so edits move it the right way.
 */
export function trainLogistic(
  x: TMatrix,
  y: number[],
  options: { l2: number; iterations: number; signs: number[]; weights?: number[] },
): TLinearModel {
  const n = x.length;
  const d = x[0].length;
  const w = options.weights ?? new Array(n).fill(1);
  const totalW = w.reduce((s, v) => s + v, 0);
  const mean = Array.from({ length: d }, (_, k) => x.reduce((s, r) => s + r[k], 0) / n);
  const scale = Array.from({ length: d }, (_, k) => {
    const v = x.reduce((s, r) => s + (r[k] - mean[k]) ** 2, 0) / n;
    return Math.sqrt(v) || 1;
  });
  const z = x.map((r) => r.map((v, k) => (v - mean[k]) / scale[k]));
  const weights = new Array(d).fill(0);
  let bias = 0;
  const rate = 0.5;
  for (let it = 0; it < options.iterations; it++) {
    const gradW = new Array(d).fill(0);
    let gradB = 0;
    for (let i = 0; i < n; i++) {
      let s = bias;
      for (let k = 0; k < d; k++) s += weights[k] * z[i][k];
      const e = (sigmoid(s) - y[i]) * w[i];
      gradB += e;
      for (let k = 0; k < d; k++) gradW[k] += e * z[i][k];
    }
    bias -= (rate * gradB) / totalW;
    for (let k = 0; k < d; k++) {
      weights[k] -= rate * (gradW[k] / totalW + options.l2 * weights[k]);
      if (options.signs[k] > 0 && weights[k] < 0) weights[k] = 0;
      if (options.signs[k] < 0 && weights[k] > 0) weights[k] = 0;
    }
  }
  return { mean, scale, weights, bias };
}

/**
 * Held-out scores by grouped k-fold cross-validation: each sample scored by a model fitted on the
 * other folds (groups never straddle a split). Shared by the gate, the heads and the graders.
 */
export function outOfFoldScores(
  x: TMatrix,
  y: number[],
  groups: string[],
  options: {
    folds: number;
    seed: number;
    l2: number;
    iterations: number;
    signs: number[];
    weights?: number[];
  },
): { scores: number[]; fold: number[] } {
  const fold = groupedFolds(groups, y, options.folds, options.seed);
  const weights = options.weights ?? new Array<number>(x.length).fill(1);
  const scores = new Array<number>(x.length).fill(0);
  for (let f = 0; f < options.folds; f++) {
    const train = x.map((_, i) => i).filter((i) => fold[i] !== f);
    const model = trainLogistic(
      train.map((i) => x[i]),
      train.map((i) => y[i]),
      {
        l2: options.l2,
        iterations: options.iterations,
        signs: options.signs,
        weights: train.map((i) => weights[i]),
      },
    );
    for (let i = 0; i < x.length; i++) if (fold[i] === f) scores[i] = linearScore(model, x[i]);
  }
  return { scores, fold };
}

/** v rounded to `digits` decimals: the model files keep what the figures can resolve. */
/** Five significant digits: the embedding weights' rounding moves a score by well under 1e-3. */
export function significant(v: number): number {
  return Number(v.toPrecision(5));
}

export function roundTo(digits: number, v: number): number {
  return Math.round(v * 10 ** digits) / 10 ** digits;
}

/** Scores a row exactly as the server will (common/analysis/model/predict.ts). */
export function linearScore(model: TLinearModel, row: number[]): number {
  return standardisedScore(model, row);
}

/**
 * Platt scaling: fits p = sigmoid(a * score + b) to held-out scores by Newton's method, each step
 * halved until the loss falls (a plain Newton step diverges on nearly separable, rare classes).
 */
export function fitPlatt(scores: number[], y: number[]): { a: number; b: number } {
  // Platt's smoothed targets keep a perfectly separated fold from driving a to infinity.
  const positives = y.filter((v) => v === 1).length;
  const negatives = y.length - positives;
  const hi = (positives + 1) / (positives + 2);
  const lo = 1 / (negatives + 2);
  const t = y.map((v) => (v === 1 ? hi : lo));
  const loss = (a: number, b: number) => {
    let total = 0;
    for (let i = 0; i < scores.length; i++) {
      const z = a * scores[i] + b;
      // log(1 + e^z) - t z, written to stay finite for large |z|.
      total += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - t[i] * z;
    }
    return total;
  };
  let a = 1;
  let b = 0;
  let current = loss(a, b);
  for (let it = 0; it < 100; it++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    for (let i = 0; i < scores.length; i++) {
      const p = sigmoid(a * scores[i] + b);
      const e = p - t[i];
      const q = p * (1 - p);
      ga += e * scores[i];
      gb += e;
      haa += q * scores[i] * scores[i];
      hab += q * scores[i];
      hbb += q;
    }
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    let da = (hbb * ga - hab * gb) / det;
    let db = (haa * gb - hab * ga) / det;
    let next = loss(a - da, b - db);
    for (let halvings = 0; halvings < 30 && !(next <= current); halvings++) {
      da /= 2;
      db /= 2;
      next = loss(a - da, b - db);
    }
    if (!(next <= current)) break;
    a -= da;
    b -= db;
    current = next;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return { a, b };
}

/** Area under the ROC curve: the chance a random positive scores above a random negative (ties half). */
export function auc(scores: number[], y: number[]): number {
  const pairs = scores.map((s, i) => ({ s, y: y[i] })).sort((p, q) => p.s - q.s);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < pairs.length; ) {
    let j = i;
    while (j < pairs.length && pairs[j].s === pairs[i].s) j++;
    const rank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) {
      if (pairs[k].y === 1) {
        rankSum += rank;
        positives++;
      }
    }
    i = j;
  }
  const negatives = pairs.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export type TReliabilityRow = {
  from: number;
  to: number;
  count: number;
  predicted: number;
  observed: number;
};

/** Predicted probability against the observed share of positives, in equal-width bins. */
export function reliability(probabilities: number[], y: number[], bins = 10): TReliabilityRow[] {
  const rows: TReliabilityRow[] = [];
  for (let b = 0; b < bins; b++) {
    const from = b / bins;
    const to = (b + 1) / bins;
    const inBin = probabilities
      .map((p, i) => ({ p, y: y[i] }))
      .filter(({ p }) => p >= from && (b === bins - 1 ? p <= to : p < to));
    if (inBin.length === 0) continue;
    rows.push({
      from,
      to,
      count: inBin.length,
      predicted: inBin.reduce((s, r) => s + r.p, 0) / inBin.length,
      observed: inBin.reduce((s, r) => s + r.y, 0) / inBin.length,
    });
  }
  return rows;
}

/** Expected calibration error: bin-size-weighted gap between predicted and observed. */
export function calibrationError(rows: TReliabilityRow[]): number {
  const total = rows.reduce((s, r) => s + r.count, 0);
  return rows.reduce((s, r) => s + (r.count * Math.abs(r.predicted - r.observed)) / total, 0);
}

export function formatReliability(title: string, rows: TReliabilityRow[]): string {
  const lines = [
    `${title} (held-out folds; ECE ${calibrationError(rows).toFixed(3)})`,
    '  bin        n   predicted  observed',
  ];
  for (const r of rows) {
    lines.push(
      `  ${r.from.toFixed(1)}-${r.to.toFixed(1)}  ${String(r.count).padStart(4)}   ${r.predicted.toFixed(3)}      ${r.observed.toFixed(3)}`,
    );
  }
  return lines.join('\n');
}
