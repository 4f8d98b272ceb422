/**
 * What every model file records about how it was made (docs/decisions/007-analyser-v3.md), so a
 * model can be traced to the photos and code behind it and rebuilt with `npm run train`.
 */
export type TModelProvenance = {
  /** SHA-256 of the sorted "photo-id sha256(bytes)" lines of every training photo it saw. */
  manifestHash: string;
  /** SHA-256 of the measuring, embedding and training code (scripts/train/provenance.ts TRAINING_CODE). */
  codeHash: string;
  seed: number;
  /** Photos (and generated images) it learned from, counting each size and crop variant. */
  photos: number;
  /** The day it was trained (YYYY-MM-DD). */
  trainedAt: string;
  /** Its cross-validated figures on grouped held-out folds, as printed by `npm run train`. */
  cv: Record<string, unknown>;
};

const HEX64 = /^[0-9a-f]{64}$/;

/** Throws when a model file lacks its provenance, so a hand-edited or stale file fails at load. */
export function assertProvenance(provenance: unknown, what: string): asserts provenance is TModelProvenance {
  const p = provenance as Partial<TModelProvenance> | undefined;
  const isValid =
    !!p &&
    typeof p.manifestHash === 'string' &&
    HEX64.test(p.manifestHash) &&
    typeof p.codeHash === 'string' &&
    HEX64.test(p.codeHash) &&
    Number.isInteger(p.seed) &&
    Number.isInteger(p.photos) &&
    typeof p.trainedAt === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(p.trainedAt) &&
    typeof p.cv === 'object' &&
    p.cv !== null;
  if (!isValid) throw new Error(`${what} has no valid provenance (run npm run train)`);
}
