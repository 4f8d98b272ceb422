import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.ts';

describe('splitSentences, the pieces the built-in guide streams', () => {
  it('splits at sentence ends and line breaks, and the pieces join back into the text', () => {
    const text =
      'Rex’s latest scan, on 20 November, read tartar 3 of 3. Is it worse? Yes!\n- Tartar (calculus index): went up from 1 to 3.\n\nA 1.5 cm lump needs a vet [1]';
    const pieces = splitSentences(text);
    expect(pieces).toEqual([
      'Rex’s latest scan, on 20 November, read tartar 3 of 3. ',
      'Is it worse? ',
      'Yes!\n',
      '- Tartar (calculus index): went up from 1 to 3.\n\n',
      'A 1.5 cm lump needs a vet [1]',
    ]);
    expect(pieces.join('')).toBe(text);
  });

  it('gives nothing for an empty text', () => {
    expect(splitSentences('')).toEqual([]);
  });
});
