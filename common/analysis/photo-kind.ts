import headsModel from '#common/analysis/model/heads.json' with { type: 'json' };
import { embeddingProbability, logit, type TEmbeddingHead } from '#common/analysis/model/predict.ts';
import { assertProvenance } from '#common/analysis/model/provenance.ts';
import type { TSpecies } from '#common/contracts/scans.ts';

/**
 * What the MobileNetV2 embedding says about an accepted photo (docs/decisions/007-analyser-v3.md):
 * whose mouth it is, and which view. Each head is a calibrated logistic regression cut on grouped
 * held-out folds (scripts/train/train-heads.ts says where and why).
 */
type THeads = {
  kind: 'embedding-heads';
  embedding: string;
  heads: Record<'human' | 'cat' | 'palate' | 'tongue', TEmbeddingHead>;
  provenance: unknown;
};
const HEADS = headsModel as unknown as THeads;
assertProvenance(HEADS.provenance, 'embedding heads');

export type TPhotoKind = {
  /**
   * Reads as a person's mouth: refused as `not_a_pet` unless the owner said dog or cat
   * (analyse-pixels.ts). The head learned real dogs' mouths, also cropped around the mouth
   * (docs/decisions/010-analyser-v4.md); its cut keeps 98% of each pet set under it on held-out folds.
   */
  isHuman: boolean;
  /**
   * 'cat' when the photo clearly shows a cat, else null: never 'dog', because a cat taken for a dog
   * would be offered dog-only products; with null the advice and products suit both.
   */
  detectedSpecies: Extract<TSpecies, 'cat'> | null;
  /** The palate (roof of the mouth) fills the view: tartar cannot be judged on it. */
  isPalateView: boolean;
  /** A tongue fills the frame: little gum line shows. */
  isTongueView: boolean;
  probabilities: { human: number; cat: number; palate: number; tongue: number };
};

export function readPhotoKind(embedding: Float32Array): TPhotoKind {
  const { human, cat, palate, tongue } = HEADS.heads;
  const p = {
    human: embeddingProbability(human, embedding),
    cat: embeddingProbability(cat, embedding),
    palate: embeddingProbability(palate, embedding),
    tongue: embeddingProbability(tongue, embedding),
  };
  return {
    isHuman: p.human >= human.threshold,
    detectedSpecies: p.cat >= cat.threshold ? 'cat' : null,
    isPalateView: p.palate >= palate.threshold,
    isTongueView: p.tongue >= tongue.threshold,
    probabilities: p,
  };
}

/** The person head's cut: photos at or above it read as a person's mouth. */
export function personCut(): number {
  return HEADS.heads.human.threshold;
}

/** Logit distance from the palate cut at which the view counts as clear. */
const CLEAR_VIEW = 2;

/**
 * 0.5 when the palate head sits right at its cut, rising to 1 when the view is clear either way:
 * a view near the cut may be read the other way after a small change (and a palate view is not
 * graded for tartar), so the result's confidence says so.
 */
export function viewCertainty(kind: TPhotoKind): number {
  const distance = Math.abs(logit(kind.probabilities.palate) - logit(HEADS.heads.palate.threshold));
  return 0.5 + 0.5 * Math.min(1, distance / CLEAR_VIEW);
}
