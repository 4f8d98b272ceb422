import { describe, expect, it } from 'vitest';
import { INDEX_CUTS, indexFromProbability, probabilityWord } from './probability-words.ts';
import { describeIndex, describeReading, READING_SIGNS } from './reading-words.ts';

/** Every probability from 0 to 1 in steps of 0.001, without the drift of adding 0.001 a thousand times. */
const EVERY_PROBABILITY = Array.from({ length: 1001 }, (_, i) => i / 1000);

/** The analyser's cuts, and others it might learn, so the rule holds whatever the cuts are. */
const CUT_SETS: readonly (readonly number[])[] = [
  INDEX_CUTS,
  [0.2, 0.4, 0.8],
  [0.65, 0.7, 0.95],
  [0.3, 0.6, 0.9],
];

describe('describeReading', () => {
  it('words the owner’s case: possible tartar at index 0 is not confirmed, never "no tartar seen"', () => {
    const reading = describeReading('calculus', 0.48);
    expect(reading.chance).toBe('possible (48%)');
    expect(reading.indexLabel).toBe('0 — Not confirmed (possible): below the grade for mild tartar');
  });

  it('says "none seen" for an unlikely index 0, and names a likely grade outright', () => {
    expect(describeReading('calculus', 0.12).indexLabel).toBe('0 — None: no tartar seen');
    expect(describeReading('gingivitis', 0.12).indexLabel).toBe('0 — None: gums look normal');
    expect(describeReading('gingivitis', 0.8).indexLabel).toBe('2 — Moderate: red, swollen, shiny gums');
    expect(describeReading('calculus', 0.95).level).toBe('severe');
  });

  it('qualifies a grade whose chance is only possible', () => {
    const reading = describeReading('gingivitis', 0.55);
    expect(reading.chance).toBe('possible (55%)');
    expect(reading.level).toBe('mild if present');
    expect(reading.indexLabel).toBe(
      '1 — Mild, if present (possible): a slight change in colour, little swelling',
    );
  });

  it('never rounds the percent across an index cut', () => {
    expect(describeReading('calculus', 0.498).percent).toBe(49);
    expect(describeReading('calculus', 0.5).percent).toBe(50);
    expect(describeReading('calculus', 0.7496).percent).toBe(74);
    expect(describeReading('calculus', 0.8996).percent).toBe(89);
  });

  for (const cuts of CUT_SETS) {
    it(`agrees with itself for every probability 0..1 (step 0.001), cuts ${cuts.join('/')}`, () => {
      for (const sign of READING_SIGNS) {
        for (const p of EVERY_PROBABILITY) {
          const reading = describeReading(sign, p, cuts);
          const context = `${sign} p=${p}: ${reading.chance} · ${reading.indexLabel}`;
          expect(reading.word, context).toBe(probabilityWord(p));
          expect(reading.index, context).toBe(indexFromProbability(p, cuts));
          expect(reading.chance, context).toBe(`${reading.word} (${reading.percent}%)`);
          expect(reading.indexLabel.startsWith(`${reading.index} — `), context).toBe(true);
          // The shown percent reads as the same word and the same index.
          expect(probabilityWord(reading.percent / 100), context).toBe(reading.word);
          expect(indexFromProbability(reading.percent / 100, cuts), context).toBe(reading.index);
          // "None" (nothing seen, gums normal) only when the sign is unlikely, and always then at index 0.
          const saysNone = reading.indexLabel.includes('None:');
          expect(saysNone, context).toBe(reading.word === 'unlikely' && reading.index === 0);
          expect(/no tartar seen|gums look normal/.test(reading.indexLabel), context).toBe(saysNone);
          // A grade is named outright only when likely; otherwise the label carries the word.
          const isOutright = reading.index > 0 && reading.word === 'likely';
          if (!isOutright && !saysNone) expect(reading.indexLabel, context).toContain(`(${reading.word})`);
          if (reading.index === 0 && reading.word !== 'unlikely')
            expect(reading.level, context).toBe('not confirmed');
          if (reading.index > 0 && reading.word !== 'likely')
            expect(reading.level, context).toMatch(/ if present$/);
        }
      }
    });
  }
});

describe('describeIndex', () => {
  it('claims no more than the stored index when there is no probability', () => {
    expect(describeIndex('calculus', 0).indexLabel).toBe('0 — None graded: below the grade for mild tartar');
    expect(describeIndex('gingivitis', 2).indexLabel).toBe('2 — Moderate: red, swollen, shiny gums');
  });
});
