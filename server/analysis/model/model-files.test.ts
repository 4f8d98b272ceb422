import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertProvenance } from '#common/analysis/model/provenance.ts';
import { EMBEDDING_ID } from '#server/adapters/analysis/embedding/load-mobilenet.ts';

/**
 * Where `npm run train` writes (scripts/train/train.ts): the photo gate's models beside the shared
 * code that reads them in the browser too, the graders here.
 */
const MODEL_DIRS = {
  common: path.resolve(import.meta.dirname, '../../../common/analysis/model'),
  server: import.meta.dirname,
};
const jsonIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
const modelFiles = Object.values(MODEL_DIRS).flatMap((dir) => jsonIn(dir).map((f) => path.join(dir, f)));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe('model files', () => {
  it('are the ones npm run train writes, each in its folder', () => {
    expect(jsonIn(MODEL_DIRS.common)).toEqual(['gate.json', 'heads.json']);
    expect(jsonIn(MODEL_DIRS.server)).toEqual([
      'calculus.json',
      'familiarity.json',
      'gingival.json',
      'gum-colour.json',
    ]);
  });

  for (const file of modelFiles) {
    const name = path.basename(file);
    it(`${name} records its training manifest, code, seed, date and cross-validated figures`, () => {
      const { provenance } = read(file);
      expect(() => assertProvenance(provenance, name)).not.toThrow();
      expect(provenance.photos).toBeGreaterThan(1000);
      expect(Object.keys(provenance.cv).length).toBeGreaterThan(0);
    });
  }

  it('were trained on the embedding the server computes', () => {
    const onEmbedding = [
      path.join(MODEL_DIRS.common, 'gate.json'),
      path.join(MODEL_DIRS.common, 'heads.json'),
      path.join(MODEL_DIRS.server, 'familiarity.json'),
    ];
    for (const file of onEmbedding) {
      const model = read(file);
      if (model.kind !== 'logistic') expect(model.embedding, file).toBe(EMBEDDING_ID);
    }
  });
});
