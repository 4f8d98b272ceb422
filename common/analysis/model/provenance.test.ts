import { describe, expect, it } from 'vitest';
import gateModel from '#common/analysis/model/gate.json' with { type: 'json' };
import { assertProvenance } from './provenance.ts';

// Which model files exist and that each records its provenance is checked for both model folders
// at once, beside the server's (server/analysis/model/model-files.test.ts).
describe('assertProvenance', () => {
  it('refuses a model without provenance or with a malformed hash', () => {
    const valid = gateModel.provenance;
    expect(() => assertProvenance(valid, 'gate.json')).not.toThrow();
    expect(() => assertProvenance(undefined, 'x')).toThrow(/provenance/);
    expect(() => assertProvenance({ ...valid, manifestHash: 'abc' }, 'x')).toThrow(/provenance/);
    expect(() => assertProvenance({ ...valid, trainedAt: 'yesterday' }, 'x')).toThrow(/provenance/);
    expect(() => assertProvenance({ ...valid, seed: 1.5 }, 'x')).toThrow(/provenance/);
  });
});
