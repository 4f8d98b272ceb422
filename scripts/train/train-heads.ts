/**
 * Small logistic heads on the MobileNetV2 embedding (docs/decisions/007-analyser-v3.md): is this a
 * human mouth (refused: we check pets), a cat rather than a dog (when the owner did not say), and
 * which view (the palate, or a tongue filling the frame). Each is cross-validated on grouped folds
 * and cut where the figures in the comments say.
 */
import type { TMeasuredSample, TSource } from './dataset.ts';
import {
  auc,
  fitPlatt,
  outOfFoldScores,
  roundTo,
  sigmoid,
  type TLinearModel,
  trainLogistic,
} from './learn.ts';

export type THeadFit = {
  model: TLinearModel;
  platt: { a: number; b: number };
  threshold: number;
  cv: Record<string, number>;
  /** Held-out calibrated probability of each sample the head was cross-validated on, by id. */
  outOfFold: Map<string, number>;
  /** Which held-out fold each sample fell in, by id. */
  fold: Map<string, number>;
};

type THeadSpec = {
  name: string;
  /** 1, 0, or null (not used by this head). */
  labelOf: (s: TMeasuredSample) => number | null;
  /** Negatives (by source) that must stay under the cut on held-out folds, each at `share` at least. */
  protect: { sources: readonly TSource[]; share: number };
};

export const HUMAN_MOUTHS: readonly TSource[] = [
  'human-calculus',
  'human-healthy',
  'human-ulcer',
  'human-gingivitis',
];
const PETS: readonly TSource[] = ['dog-jaw', 'dog-photo', 'cat-photo', 'dog-mouth-open'];
/** Mouth photos whose view is not the palate or a tongue (unless their file name says so). */
const GUM_LINE_VIEWS: readonly TSource[] = [...HUMAN_MOUTHS, 'dog-jaw', 'dog-mouth-open', 'generated-mouth'];
/**
 * Share of real dog mouths (each of dog-mouth-open as taken, its close crops, and dog jaws) that must
 * stay under the person cut on held-out folds: the person head refuses (analyse-pixels.ts), and an
 * owner's dog refused as a person is the costlier error.
 */
export const PET_KEPT_SHARE = 0.98;

export const HEADS: readonly THeadSpec[] = [
  {
    // A pet must almost never be taken for a person: PET_KEPT_SHARE of each pet set stays under the
    // cut. Real dogs baring their teeth (and close crops of them, dataset.ts) teach a dog's mouth at
    // a close-up's zoom; the generated mouths stand for pale and pigmented gum lines.
    name: 'human',
    labelOf: (s) =>
      HUMAN_MOUTHS.includes(s.source) || s.source === 'face-photo'
        ? 1
        : PETS.includes(s.source) || s.source === 'generated-mouth'
          ? 0
          : null,
    protect: { sources: [...PETS, 'generated-mouth'], share: PET_KEPT_SHARE },
  },
  {
    // Only asked when the owner did not say; a dog must rarely read as a cat (97% stay under).
    name: 'cat',
    labelOf: (s) =>
      s.source === 'cat-photo' || s.vet?.species === 'cat'
        ? 1
        : s.source === 'dog-photo' ||
            s.source === 'dog-jaw' ||
            s.source === 'dog-mouth-open' ||
            s.vet?.species === 'dog'
          ? 0
          : null,
    protect: { sources: ['dog-photo', 'dog-jaw', 'dog-mouth-open'], share: 0.97 },
  },
  {
    // The palate: graded with a caveat, and its pale mucosa never counts as tartar. The gingivitis
    // photos are left out: their views are not named, and a few show palatal lesions.
    name: 'palate',
    labelOf: (s) =>
      s.view === 'palate'
        ? 1
        : GUM_LINE_VIEWS.includes(s.source) && s.source !== 'human-gingivitis'
          ? 0
          : null,
    protect: {
      sources: ['human-calculus', 'human-ulcer', 'dog-jaw', 'dog-mouth-open', 'generated-mouth'],
      share: 0.97,
    },
  },
  {
    // A wide-open mouth whose tongue fills the frame: little gum line to read.
    name: 'tongue',
    labelOf: (s) => (s.view === 'tongue' ? 1 : GUM_LINE_VIEWS.includes(s.source) ? 0 : null),
    protect: { sources: ['human-calculus', 'dog-jaw', 'dog-mouth-open', 'generated-mouth'], share: 0.97 },
  },
];

export function trainHead(
  spec: THeadSpec,
  samples: TMeasuredSample[],
  options: { folds: number; seed: number; l2: number; iterations: number },
  log: (line: string) => void,
): THeadFit {
  const used = samples.filter((s) => s.embedding && spec.labelOf(s) !== null);
  const x = used.map((s) => Array.from(s.embedding ?? []));
  const y = used.map((s) => spec.labelOf(s) ?? 0);
  // Classes weighted to balance (the palate set is 90 photos of 1,950): gradient descent then
  // learns the rare class in the same iterations; Platt scaling restores the true base rate.
  const positiveCount = y.filter((v) => v === 1).length;
  const balance = (used.length - positiveCount) / Math.max(1, positiveCount);
  const weights = y.map((v) => (v === 1 ? balance : 1));
  const fitOptions = { l2: options.l2, iterations: options.iterations, signs: x[0].map(() => 0) };
  const { scores, fold: foldIndex } = outOfFoldScores(
    x,
    y,
    used.map((s) => s.group),
    { ...options, ...fitOptions, weights },
  );
  const platt = fitPlatt(scores, y);
  const p = scores.map((s) => sigmoid(platt.a * s + platt.b));
  // Each protected set on its own: a large easy set (cat photos) must not hide a small hard one.
  const cutKeeping = (share: number) => {
    let at = 0.5;
    for (const source of spec.protect.sources) {
      const guarded = used
        .flatMap((s, i) => (s.source === source && y[i] === 0 ? [p[i]] : []))
        .sort((a, b) => a - b);
      if (guarded.length === 0) continue;
      at = Math.max(at, guarded[Math.min(guarded.length - 1, Math.ceil(share * guarded.length))]);
    }
    return roundTo(4, Math.min(0.999, Math.max(0.5, at + 1e-4)));
  };
  const threshold = cutKeeping(spec.protect.share);
  const positives = p.filter((_v, i) => y[i] === 1);
  const negatives = p.filter((_v, i) => y[i] === 0);
  const cv = {
    auc: roundTo(3, auc(scores, y)),
    threshold,
    positivesAbove: roundTo(3, positives.filter((v) => v >= threshold).length / positives.length),
    negativesBelow: roundTo(3, negatives.filter((v) => v < threshold).length / negatives.length),
    n: used.length,
  };
  log(
    `  ${spec.name.padEnd(7)} AUC ${cv.auc.toFixed(3)}  cut ${threshold}  positives caught ${(100 * cv.positivesAbove).toFixed(1)}%  negatives kept under ${(100 * cv.negativesBelow).toFixed(1)}%  (n=${used.length})`,
  );
  if (spec.name === 'human') {
    for (const source of [...PETS, 'generated-mouth'] as const) {
      const ps = used.flatMap((s, i) => (s.source === source ? [p[i]] : []));
      log(`    ${source} called human: ${ps.filter((v) => v >= threshold).length}/${ps.length}`);
    }
  }
  const outOfFold = new Map(used.map((s, i) => [s.id, p[i]]));
  const fold = new Map(used.map((s, i) => [s.id, foldIndex[i]]));
  return {
    model: trainLogistic(x, y, { ...fitOptions, weights }),
    platt,
    threshold,
    cv,
    outOfFold,
    fold,
  };
}
