import { assertProvenance } from '#common/analysis/model/provenance.ts';
import familiarityModel from '#server/analysis/model/familiarity.json' with { type: 'json' };

/**
 * How far a photo lies from the photos the graders learned from and the real pet mouths the
 * gum-colour norms come from (docs/decisions/010-analyser-v4.md): a principal-component model of
 * their MobileNetV2 embeddings. A photo far outside it may read healthy only because the graders
 * never saw anything like it, so "healthy" is not said for it (server/analysis/verdict.ts).
 */
type TFamiliarityModel = {
  kind: 'embedding-pca';
  embedding: string;
  mean: number[];
  /** Unit principal directions, one row per component. */
  components: number[][];
  /** Variance along each component. */
  variances: number[];
  /** Mean variance per dimension left outside the components. */
  residualVariance: number;
  /** Distance under which held-out familiar photos fall at the share recorded in provenance.cv. */
  threshold: number;
  provenance: unknown;
};

const MODEL = familiarityModel as unknown as TFamiliarityModel;
assertProvenance(MODEL.provenance, 'familiarity model');

export type TFamiliarity = {
  /** 1 is typical of the reference photos; the threshold is where held-out ones end. */
  distance: number;
  isFamiliar: boolean;
};

/**
 * The distance of an embedding from the reference photos: the mean squared standardised score over
 * the components plus the mean squared residual per dimension over its expected value, each about 1
 * for a typical reference photo.
 */
export function embeddingDistance(
  model: Pick<TFamiliarityModel, 'mean' | 'components' | 'variances' | 'residualVariance'>,
  embedding: ArrayLike<number>,
): number {
  const d = model.mean.length;
  const centred = new Float64Array(d);
  let total = 0;
  for (let k = 0; k < d; k++) {
    centred[k] = embedding[k] - model.mean[k];
    total += centred[k] * centred[k];
  }
  let explained = 0;
  let inComponents = 0;
  model.components.forEach((row, c) => {
    let score = 0;
    for (let k = 0; k < d; k++) score += row[k] * centred[k];
    explained += score * score;
    inComponents += (score * score) / model.variances[c];
  });
  const residual = Math.max(0, total - explained);
  const outside = d - model.components.length;
  return inComponents / model.components.length + residual / (model.residualVariance * outside);
}

export function judgeFamiliarity(embedding: Float32Array): TFamiliarity {
  const distance = embeddingDistance(MODEL, embedding);
  return { distance, isFamiliar: distance <= MODEL.threshold };
}
