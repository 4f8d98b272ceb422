import type { TMeasurement } from '#common/analysis/measure.ts';
import gateModel from '#common/analysis/model/gate.json' with { type: 'json' };
import {
  assertKnownFeatures,
  calibrated,
  embeddingProbability,
  logisticScore,
  logit,
  type TEmbeddingHead,
  type TLogisticModel,
} from '#common/analysis/model/predict.ts';
import { assertProvenance } from '#common/analysis/model/provenance.ts';
import type { TPhotoProblem } from '#common/contracts/scans.ts';

/** The gate `npm run train` shipped: a logistic head on the embedding, or on the colour features. */
type TGateModel =
  | (TEmbeddingHead & { kind: 'embedding-logistic'; embedding: string })
  | (Omit<TLogisticModel, 'kind' | 'indexCuts' | 'trainedOn'> & { kind: 'logistic'; threshold: number });

const GATE = gateModel as unknown as TGateModel & { provenance: unknown };
assertProvenance(GATE.provenance, 'gate model');
if (GATE.kind === 'logistic') assertKnownFeatures(GATE.features, 'gate model');

export type TGateResult = {
  isUsable: boolean;
  /** Calibrated probability that this is a usable close-up of gums and teeth (held-out folds). */
  probability: number;
  /** What to fix, photo-quality problems first; empty when usable. */
  problems: TPhotoProblem[];
};

/** A photo of a real scene always has sensor noise; flat graphics (screenshots) do not. */
const MAX_FLAT_SHARE = 0.35;
/** A gum line found, but filling less of the photo than this: the phone was too far away. */
const TOO_FAR_MOUTH_AREA = 0.08;

/**
 * The learned gate (docs/decisions/007-analyser-v3.md): is this a usable close-up of a pet's gums
 * and teeth, at any zoom? Photo-quality rules (too dark, blurry, ...) come first in the list
 * because their tips are the most useful; then the model decides, and a refusal is explained by
 * what the photo shows: a small gum line (too far), tissue without teeth (mouth closed), or neither.
 */
export function judgePhoto(m: TMeasurement, embedding: Float32Array | null): TGateResult {
  const probability = gateProbability(m, embedding);
  // A screenshot has no camera light to fix: "turn off the flash" would be nonsense for it, so it
  // gets its own tip only.
  if (m.features.flatShare > MAX_FLAT_SHARE)
    return { isUsable: false, probability, problems: ['screenshot'] };
  const problems: TPhotoProblem[] = [...m.quality.problems];
  if (probability < GATE.threshold) problems.push(refusalReason(m));
  return { isUsable: problems.length === 0, probability, problems };
}

function gateProbability(m: TMeasurement, embedding: Float32Array | null): number {
  if (GATE.kind === 'logistic') return calibrated(GATE.platt, logisticScore(GATE, m.features));
  if (!embedding || embedding.length !== GATE.weights.length) {
    throw new Error('the gate needs the photo embedding (server/adapters/analysis/embedding/)');
  }
  return embeddingProbability(GATE, embedding);
}

/** Logit distance over the threshold at which an accepted photo counts as clearly usable. */
const CLEAR_MARGIN = 2;

/**
 * 0.5 for a photo accepted right at the threshold, rising to 1 when it is clearly usable: a
 * barely accepted photo may be refused after a small change of light, and its confidence says so.
 */
export function gateMargin(probability: number): number {
  const over = logit(probability) - logit(GATE.threshold);
  return 0.5 + 0.5 * Math.min(1, Math.max(0, over / CLEAR_MARGIN));
}

function refusalReason(m: TMeasurement): TPhotoProblem {
  const f = m.features;
  const dentalShare = f.toothShare + f.stainShare;
  const hasGumLine = f.pinkMarginShare >= 0.002 && f.toothInterface >= 0.18;
  if (hasGumLine && f.mouthBoxArea < TOO_FAR_MOUTH_AREA) return 'too_far';
  if (dentalShare < 0.01 && (f.gumShare >= 0.02 || f.saturatedRedShare >= 0.01)) return 'mouth_closed';
  return 'no_mouth';
}

/** The gate's cut: a calibrated probability at or above it is a usable photo (photo quality aside). */
export function gateCut(): number {
  return GATE.threshold;
}
