import { describe, expect, it } from 'vitest';
import { compareIndex } from './grade-labels.ts';

describe('compareIndex', () => {
  it('says how the analyser compares with the vet', () => {
    expect(compareIndex(2, 2)).toBe('Same grade');
    expect(compareIndex(1, 2)).toBe('Analyser 1 step higher');
    expect(compareIndex(3, 0)).toBe('Analyser 3 steps lower');
    expect(compareIndex(null, 2)).toBe('You could not tell');
    expect(compareIndex(2, null)).toBe('The analyser gave no grade');
    expect(compareIndex(null, null)).toBe('Neither gave a grade');
  });
});
