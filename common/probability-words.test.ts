import { describe, expect, it } from 'vitest';
import {
  describeProbability,
  indexFromProbability,
  probabilityPercent,
  probabilityWord,
} from './probability-words.ts';

describe('probabilityWord', () => {
  it.each([
    [0, 'unlikely'],
    [0.2999, 'unlikely'],
    [0.3, 'possible'],
    [0.5999, 'possible'],
    [0.6, 'likely'],
    [1, 'likely'],
  ] as const)('calls %s %s', (probability, word) => {
    expect(probabilityWord(probability)).toBe(word);
  });
});

describe('probabilityPercent', () => {
  it('rounds to a whole percent', () => {
    expect(probabilityPercent(0.384)).toBe(38);
    expect(probabilityPercent(0.385)).toBe(39);
    expect(probabilityPercent(0)).toBe(0);
    expect(probabilityPercent(1)).toBe(100);
  });

  it('never rounds across a cut point, so the number agrees with its word', () => {
    expect(probabilityPercent(0.597)).toBe(59);
    expect(probabilityPercent(0.296)).toBe(29);
    expect(probabilityPercent(0.3)).toBe(30);
    expect(probabilityPercent(0.6)).toBe(60);
  });

  it('never rounds across an index cut either', () => {
    expect(probabilityPercent(0.498)).toBe(49);
    expect(probabilityPercent(0.5)).toBe(50);
    expect(probabilityPercent(0.7496)).toBe(74);
  });
});

describe('describeProbability', () => {
  it('gives the word and the percentage', () => {
    expect(describeProbability(0.38)).toBe('possible (38%)');
    expect(describeProbability(0.597)).toBe('possible (59%)');
    expect(describeProbability(0.6)).toBe('likely (60%)');
    expect(describeProbability(0.05)).toBe('unlikely (5%)');
  });
});

describe('indexFromProbability', () => {
  it('cuts at the analyser’s index cuts, each cut belonging to the higher index', () => {
    expect([0, 0.4999, 0.5, 0.7499, 0.75, 0.8999, 0.9, 1].map((p) => indexFromProbability(p))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});
