/**
 * Where a model file comes from (docs/decisions/007-analyser-v3.md): the hashes of the photos it
 * learned from, of the code that measured and trained it, the seed, the date and its
 * cross-validated figures. `npm run train` writes it into every model file; a test checks it is there.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TModelProvenance } from '#common/analysis/model/provenance.ts';
import { MEASURING_CODE } from './dataset.ts';

/** Code whose change can change what a model learns: the measuring stage, the embedding and the learners. */
export const TRAINING_CODE = [
  ...MEASURING_CODE,
  'server/adapters/analysis/embedding/load-mobilenet.ts',
  'server/adapters/analysis/embedding/embed-image.ts',
  'common/analysis/embedding-input.ts',
  'common/analysis/model/predict.ts',
  'scripts/train/dataset.ts',
  'scripts/train/learn.ts',
  'scripts/train/train.ts',
  'scripts/train/train-gate.ts',
  'scripts/train/train-grader.ts',
  'scripts/train/train-heads.ts',
  'scripts/train/train-familiarity.ts',
  'scripts/train/train-gum-colour.ts',
  'server/analysis/familiarity.ts',
  'scripts/train/vet-labels.ts',
];

/**
 * SHA-256 over the sorted list of "path sha256(bytes)" lines of every photo a model saw: the
 * same photos give the same hash whatever order they were read in.
 */
export function manifestHash(files: readonly { id: string; path: string }[]): string {
  const lines = files.map(
    (f) => `${f.id} ${createHash('sha256').update(readFileSync(f.path)).digest('hex')}`,
  );
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

export function codeHash(root: string, files: readonly string[] = TRAINING_CODE): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\n`);
    try {
      hash.update(readFileSync(path.join(root, file)));
    } catch {
      hash.update('(absent)');
    }
  }
  return hash.digest('hex');
}

export function provenanceOf(options: {
  manifest: string;
  code: string;
  seed: number;
  photos: number;
  cv: Record<string, unknown>;
}): TModelProvenance {
  return {
    manifestHash: options.manifest,
    codeHash: options.code,
    seed: options.seed,
    photos: options.photos,
    // The day only: a rebuild on the same day is byte-identical; on another day only this differs.
    trainedAt: new Date().toISOString().slice(0, 10),
    cv: options.cv,
  };
}
