import { describe, expect, it } from 'vitest';
import { INDEX_CUTS } from '#common/probability-words.ts';
import { CALCULUS_CUTS, GINGIVAL_CUTS } from '#server/analysis/grade.ts';

/**
 * The web words a reading's index from common's copy of the cuts (common/reading-words.ts); the
 * analyser cuts the stored index from its models' own. If they differed, a result page would show an
 * index the server never gave.
 */
describe('INDEX_CUTS', () => {
  it('equals the cuts of both graders', () => {
    expect(GINGIVAL_CUTS).toEqual(INDEX_CUTS);
    expect(CALCULUS_CUTS).toEqual(INDEX_CUTS);
  });
});
