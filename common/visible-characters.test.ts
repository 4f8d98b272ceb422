import { describe, expect, it } from 'vitest';
import { countVisibleCharacters } from './visible-characters.ts';

describe('countVisibleCharacters', () => {
  it.each([
    ['zero-width space', '\u200b'],
    ['zero-width (non-)joiners', '\u200c\u200d'],
    ['byte order mark', '\ufeff'],
    ['word joiner and invisible operators', '\u2060\u2061\u2062\u2063\u2064'],
    ['soft hyphen', '\u00ad'],
    ['Mongolian vowel separator', '\u180e'],
    ['braille pattern blank', '\u2800'],
    ['Hangul fillers', '\u3164\uffa0\u115f\u1160'],
    ['Khmer inherent vowels', '\u17b4\u17b5'],
    ['variation selectors', '\ufe0f\u{e0100}'],
    ['tag characters', '\u{e0041}\u{e007f}'],
    ['spaces of every width', ' \u00a0\u2002\u2003\u2009\u200a\u202f\u205f\u3000'],
    ['line and paragraph separators', '\u2028\u2029'],
    ['controls', '\t\n\r\u0000\u007f\u0085'],
    ['a lone surrogate', '\ud800'],
    ['combining marks with nothing to sit on', '\u0301\u0302\u20dd'],
  ])('counts no %s', (_name, text) => {
    expect(countVisibleCharacters(text)).toBe(0);
  });

  it('counts letters of every script, digits and symbols once', () => {
    expect(countVisibleCharacters('abc123')).toBe(6);
    expect(countVisibleCharacters('пароль')).toBe(6);
    expect(countVisibleCharacters('密码')).toBe(2);
    expect(countVisibleCharacters('🐶🐱')).toBe(2);
  });

  it('normalises first: full-width letters and ligatures count as what they stand for', () => {
    expect(countVisibleCharacters('ＡＢＣ')).toBe(3);
    expect(countVisibleCharacters('\ufb01')).toBe(2); // "ﬁ" is f + i
    expect(countVisibleCharacters('e\u0301')).toBe(1); // composes to é
  });

  it('counts marks that sit on a visible character, as in Devanagari', () => {
    expect(countVisibleCharacters('नमस्ते')).toBe(6);
    expect(countVisibleCharacters('a\u20dd')).toBe(2);
  });

  it('skips the blanks around and between visible characters', () => {
    expect(countVisibleCharacters('\u200ba\u2800b\u3164c ')).toBe(3);
  });
});
