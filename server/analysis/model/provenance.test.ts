import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_ID } from '#server/adapters/analysis/embedding/load-mobilenet.ts';
import { assertProvenance } from './provenance.ts';

const MODEL_DIR = import.meta.dirname;
const modelFiles = readdirSync(MODEL_DIR).filter((f) => f.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(path.join(MODEL_DIR, file), 'utf8'));

describe('model files', () => {
  it('are the ones npm run train writes', () => {
    expect(modelFiles.sort()).toEqual([
      'calculus.json',
      'familiarity.json',
      'gate.json',
      'gingival.json',
      'gum-colour.json',
      'heads.json',
    ]);
  });

  for (const file of modelFiles) {
    it(`${file} records its training manifest, code, seed, date and cross-validated figures`, () => {
      const { provenance } = read(file);
      expect(() => assertProvenance(provenance, file)).not.toThrow();
      expect(provenance.photos).toBeGreaterThan(1000);
      expect(Object.keys(provenance.cv).length).toBeGreaterThan(0);
    });
  }

  it('were trained on the embedding the server computes', () => {
    for (const file of ['gate.json', 'heads.json', 'familiarity.json']) {
      const model = read(file);
      if (model.kind !== 'logistic') expect(model.embedding, file).toBe(EMBEDDING_ID);
    }
  });

  it('refuses a model without provenance or with a malformed hash', () => {
    const valid = read('gate.json').provenance;
    expect(() => assertProvenance(undefined, 'x')).toThrow(/provenance/);
    expect(() => assertProvenance({ ...valid, manifestHash: 'abc' }, 'x')).toThrow(/provenance/);
    expect(() => assertProvenance({ ...valid, trainedAt: 'yesterday' }, 'x')).toThrow(/provenance/);
    expect(() => assertProvenance({ ...valid, seed: 1.5 }, 'x')).toThrow(/provenance/);
  });
});
