import { describe, expect, it } from 'vitest';
import {
  editDistanceWithin,
  findTermsInside,
  matchTerm,
  skeleton,
} from './detect-dose-request-vocabulary.ts';

describe('dose vocabulary', () => {
  it('makes look-alike letters one', () => {
    expect(skeleton('amoxiciilin')).toBe(skeleton('amoxicillin'));
    expect(skeleton('rneloxicam')).toBe(skeleton('meloxicam'));
  });

  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistanceWithin('carporfen', 'carprofen', 1)).toBe(1);
    expect(editDistanceWithin('carprofen', 'carprofen', 0)).toBe(0);
    expect(editDistanceWithin('toothbrush', 'carprofen', 2)).toBeNull();
  });

  it.each([
    ['carprofin', 'carprofen', 'medicine'],
    ['amoxicilin', 'amoxicillin', 'medicine'],
    ['meloxicamm', 'meloxicam', 'medicine'],
    ['tylenol', 'tylenol', 'human-painkiller'],
    ['dosage', 'dosage', 'dose'],
    ['quantty', 'quantity', 'amount'],
  ])('reads "%s" as %s (%s)', (word, term, kind) => {
    expect(matchTerm(word)).toEqual({ word: term, kind });
  });

  it.each(['alive', 'table', 'aspiring', 'meditation', 'asteroid', 'medal', 'brush', 'teeth'])(
    'does not read the ordinary word "%s" as a term',
    (word) => {
      expect(matchTerm(word)).toBeNull();
    },
  );

  it('finds terms run together', () => {
    expect(findTermsInside('meloxicamdose').map((term) => term.word)).toEqual(['meloxicam', 'dose']);
  });
});
