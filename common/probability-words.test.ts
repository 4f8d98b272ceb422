import { describe, expect, it } from 'vitest';
import {
  describeProbability,
  probabilityChange,
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
});

describe('describeProbability', () => {
  it('gives the word and the percentage', () => {
    expect(describeProbability(0.38)).toBe('possible (38%)');
    expect(describeProbability(0.597)).toBe('possible (59%)');
    expect(describeProbability(0.6)).toBe('likely (60%)');
    expect(describeProbability(0.05)).toBe('unlikely (5%)');
  });
});

describe('probabilityChange', () => {
  it('reads the direction from the shown percentages', () => {
    expect(probabilityChange(0.72, 0.38)).toBe('less likely');
    expect(probabilityChange(0.38, 0.72)).toBe('more likely');
    expect(probabilityChange(0.4, 0.44)).toBe('about as likely');
    expect(probabilityChange(0.4, 0.45)).toBe('more likely');
    expect(probabilityChange(0.45, 0.4)).toBe('less likely');
  });
});
