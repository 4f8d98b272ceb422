import { describe, expect, it } from 'vitest';
import {
  auc,
  fitPlatt,
  groupedFolds,
  linearScore,
  reliability,
  seededRandom,
  sigmoid,
  trainLogistic,
} from './learn.ts';

/** Two noisy features; the label depends on the first only. */
function toyData(n: number, seed: number) {
  const random = seededRandom(seed);
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = random() * 2 - 1;
    const b = random() * 2 - 1;
    x.push([a, b]);
    y.push(a + (random() - 0.5) * 0.4 > 0 ? 1 : 0);
  }
  return { x, y };
}

describe('training helpers', () => {
  it('computes AUC with ties counted half', () => {
    expect(auc([0.1, 0.2, 0.8, 0.9], [0, 0, 1, 1])).toBe(1);
    expect(auc([0.9, 0.8, 0.2, 0.1], [0, 0, 1, 1])).toBe(0);
    expect(auc([0.5, 0.5], [0, 1])).toBe(0.5);
  });

  it('keeps every group inside one fold and spreads the classes', () => {
    const groups = ['a', 'a', 'b', 'c', 'c', 'd', 'e', 'f'];
    const labels = [1, 1, 0, 1, 1, 0, 1, 0];
    const folds = groupedFolds(groups, labels, 2, 1);
    expect(folds[0]).toBe(folds[1]);
    expect(folds[3]).toBe(folds[4]);
    expect(new Set(folds).size).toBe(2);
    expect(groupedFolds(groups, labels, 2, 1)).toEqual(folds);
  });

  it('logistic regression respects sign constraints', () => {
    const { x, y } = toyData(300, 3);
    const free = trainLogistic(x, y, { l2: 0.001, iterations: 300, signs: [0, 0] });
    expect(free.weights[0]).toBeGreaterThan(1);
    const forcedDown = trainLogistic(x, y, { l2: 0.001, iterations: 300, signs: [-1, 0] });
    expect(forcedDown.weights[0]).toBeLessThanOrEqual(0);
    expect(
      auc(
        x.map((r) => linearScore(free, r)),
        y,
      ),
    ).toBeGreaterThan(0.9);
  });

  it('Platt scaling turns scores into probabilities that match the observed rate', () => {
    const random = seededRandom(4);
    const scores: number[] = [];
    const y: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const s = random() * 8 - 4;
      scores.push(s);
      y.push(random() < sigmoid(0.5 * s - 1) ? 1 : 0);
    }
    const platt = fitPlatt(scores, y);
    expect(platt.a).toBeCloseTo(0.5, 1);
    expect(platt.b).toBeCloseTo(-1, 0);
    const rows = reliability(
      scores.map((s) => sigmoid(platt.a * s + platt.b)),
      y,
    );
    for (const r of rows.filter((row) => row.count > 200)) {
      expect(Math.abs(r.predicted - r.observed)).toBeLessThan(0.06);
    }
  });
});
