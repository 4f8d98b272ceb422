/**
 * The familiarity model (server/analysis/familiarity.ts): principal components of the embeddings of
 * the photos the graders learn from and of real dog mouths, and the distance under which held-out
 * photos of those sets fall. Cross-validated on grouped folds: the components are fitted without the
 * fold whose distances set the cut.
 */
import { embeddingDistance } from '#server/analysis/familiarity.ts';
import type { TMeasuredSample, TSource } from './dataset.ts';
import { groupedFolds, roundTo, significant } from './learn.ts';

/**
 * The photos a grade rests on: the graders' classes, the real pet mouths of the colour norms, and the
 * generated mouths the gate learns pale and pigmented pet gum lines from.
 */
export const FAMILIAR_SOURCES: readonly TSource[] = [
  'generated-mouth',
  'human-calculus',
  'human-healthy',
  'human-gingivitis',
  'human-ulcer',
  'dog-jaw',
  'dog-mouth-open',
  'vet-usable',
];
const COMPONENTS = 16;
/** Share of held-out reference photos that must count as familiar. */
export const FAMILIAR_SHARE = 0.95;
const POWER_ITERATIONS = 60;

type TPca = { mean: number[]; components: number[][]; variances: number[]; residualVariance: number };

export function trainFamiliarity(
  samples: TMeasuredSample[],
  options: { folds: number; seed: number },
  log: (line: string) => void,
): { model: TPca & { threshold: number }; cv: Record<string, unknown>; distanceOf: Map<string, number> } {
  const used = samples.filter((s) => s.embedding && FAMILIAR_SOURCES.includes(s.source) && !s.relit);
  const fold = groupedFolds(
    used.map((s) => s.group),
    used.map(() => 0),
    options.folds,
    options.seed,
  );
  const heldOut = new Array<number>(used.length).fill(0);
  for (let f = 0; f < options.folds; f++) {
    const pca = fitPca(used.filter((_, i) => fold[i] !== f).map((s) => s.embedding as Float32Array));
    used.forEach((s, i) => {
      if (fold[i] === f) heldOut[i] = embeddingDistance(pca, s.embedding as Float32Array);
    });
  }
  const sorted = [...heldOut].sort((a, b) => a - b);
  const threshold = roundTo(
    3,
    sorted[Math.min(sorted.length - 1, Math.ceil(FAMILIAR_SHARE * sorted.length))],
  );
  const pca = fitPca(used.map((s) => s.embedding as Float32Array));
  const distanceOf = new Map<string, number>();
  for (const s of samples) if (s.embedding) distanceOf.set(s.id, embeddingDistance(pca, s.embedding));
  // Held-out distances for the reference photos themselves (the final model saw them).
  used.forEach((s, i) => {
    distanceOf.set(s.id, heldOut[i]);
  });

  log(`\n== Familiarity: ${COMPONENTS} principal components of ${used.length} reference embeddings ==`);
  log(`cut ${threshold}: ${(100 * FAMILIAR_SHARE).toFixed(0)}% of held-out reference photos under it`);
  const bySource: Record<string, number> = {};
  for (const source of new Set(samples.map((s) => s.source))) {
    const ds = samples.filter((s) => s.source === source && !s.relit && distanceOf.has(s.id));
    if (ds.length === 0) continue;
    const share = ds.filter((s) => (distanceOf.get(s.id) ?? 0) <= threshold).length / ds.length;
    bySource[source] = roundTo(3, share);
    log(`  ${source.padEnd(16)} n=${String(ds.length).padStart(4)}  familiar ${(100 * share).toFixed(1)}%`);
  }
  return {
    model: {
      mean: pca.mean.map(significant),
      components: pca.components.map((row) => row.map(significant)),
      variances: pca.variances.map(significant),
      residualVariance: significant(pca.residualVariance),
      threshold,
    },
    cv: { familiarShare: FAMILIAR_SHARE, threshold, familiarBySource: bySource, n: used.length },
    distanceOf,
  };
}

/** Top principal components by power iteration with deflation on the covariance matrix. */
export function fitPca(rows: Float32Array[], count = COMPONENTS): TPca {
  const d = rows[0].length;
  const n = rows.length;
  const mean = new Array<number>(d).fill(0);
  for (const r of rows) for (let k = 0; k < d; k++) mean[k] += r[k] / n;
  const cov = new Float64Array(d * d);
  const centred = new Float64Array(d);
  for (const r of rows) {
    for (let k = 0; k < d; k++) centred[k] = r[k] - mean[k];
    for (let a = 0; a < d; a++) {
      const ca = centred[a];
      if (ca === 0) continue;
      const row = a * d;
      for (let b = a; b < d; b++) cov[row + b] += ca * centred[b];
    }
  }
  let trace = 0;
  for (let a = 0; a < d; a++) {
    for (let b = a; b < d; b++) {
      cov[a * d + b] /= n - 1;
      cov[b * d + a] = cov[a * d + b];
    }
    trace += cov[a * d + a];
  }
  const components: number[][] = [];
  const variances: number[] = [];
  for (let c = 0; c < count; c++) {
    // A fixed start (not random) keeps training deterministic.
    let v = new Float64Array(d).map((_, k) => 1 + ((k * 7919 + c * 104729) % 13) / 13);
    let lambda = 0;
    for (let it = 0; it < POWER_ITERATIONS; it++) {
      const next = new Float64Array(d);
      for (let a = 0; a < d; a++) {
        let s = 0;
        const row = a * d;
        for (let b = 0; b < d; b++) s += cov[row + b] * v[b];
        next[a] = s;
      }
      for (const prev of components) {
        let dot = 0;
        for (let k = 0; k < d; k++) dot += next[k] * prev[k];
        for (let k = 0; k < d; k++) next[k] -= dot * prev[k];
      }
      const norm = Math.hypot(...next);
      lambda = norm;
      v = next.map((x) => x / (norm || 1));
    }
    components.push(Array.from(v));
    variances.push(Math.max(lambda, 1e-9));
  }
  const explained = variances.reduce((s, x) => s + x, 0);
  return { mean, components, variances, residualVariance: Math.max(1e-9, (trace - explained) / (d - count)) };
}
