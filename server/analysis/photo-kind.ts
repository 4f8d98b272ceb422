import type { TSpecies } from '#common/contracts/scans.ts';
import headsModel from '#server/analysis/model/heads.json' with { type: 'json' };
import { embeddingProbability, type TEmbeddingHead } from '#server/analysis/model/predict.ts';
import { assertProvenance } from '#server/analysis/model/provenance.ts';

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

export const HEADS_EMBEDDING = HEADS.embedding;

export type TPhotoKind = {
  /** A person's mouth: refused (`not_a_pet`) unless the species check is off for evaluation. */
  isHuman: boolean;
  /** What the photo looks like when the owner did not say; null when the heads cannot tell. */
  detectedSpecies: TSpecies | null;
  /** The palate (roof of the mouth) fills the view: tartar cannot be judged on it. */
  isPalateView: boolean;
  /** A tongue fills the frame: little gum line shows. */
  isTongueView: boolean;
  probabilities: { human: number; cat: number; palate: number; tongue: number };
};

/** Below this P(cat) the photo reads as a dog's; between it and the cat cut, species stays unknown. */
const DOG_BELOW = 0.5;

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
    detectedSpecies: p.cat >= cat.threshold ? 'cat' : p.cat < DOG_BELOW ? 'dog' : null,
    isPalateView: p.palate >= palate.threshold,
    isTongueView: p.tongue >= tongue.threshold,
    probabilities: p,
  };
}
