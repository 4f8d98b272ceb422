import { describe, expect, it } from 'vitest';
import { toSafetyWords, unmaskText } from './normalise-terms-evasions.ts';

const words = (message: string) => toSafetyWords(message).map((word) => word.text);

describe('unmaskText', () => {
  it.each([
    ['ＭＥＬＯＸＩＣＡＭ', 'meloxicam'],
    ['ℳeloxicam', 'meloxicam'],
    ['mеlοxicam', 'meloxicam'],
    ['ΜΕΤΑϹΑΜ', 'metacam'],
    ['ме\u200bloxicam', 'meloxicam'],
    ['mélöxicam', 'meloxicam'],
    ['ﬁrocoxib', 'firocoxib'],
  ])('reads "%s" as "%s"', (text, expected) => {
    expect(unmaskText(text)).toBe(expected);
  });
});

describe('toSafetyWords', () => {
  it('reads digits and symbols inside words as letters, but keeps numbers and their units', () => {
    expect(words('d0sage of p@racetamol, 2.5ml or 10kg?')).toEqual([
      'dosage',
      'of',
      'paracetamol',
      '2',
      '5',
      'ml',
      'or',
      '10',
      'kg',
    ]);
  });

  it('joins letter-spaced words, and two spaces separate them', () => {
    expect(words('how much m e l o x i c a m per k g')).toEqual(['how', 'much', 'meloxicam', 'per', 'kg']);
    expect(words('m e l o x  d o s e')).toEqual(['melox', 'dose']);
    expect(toSafetyWords('m e l o x')[0]?.isCompound).toBe(true);
  });

  it('glues words split by dots, dashes or slashes', () => {
    expect(words('c.a.r.p.r.o.f.e.n do-sage mg/kg')).toEqual(['carprofen', 'dosage', 'mgkg']);
  });

  it('leaves ordinary sentences alone', () => {
    expect(words('How often should I brush? Twice a day!')).toEqual([
      'how',
      'often',
      'should',
      'i',
      'brush',
      'twice',
      'a',
      'day',
    ]);
  });
});
