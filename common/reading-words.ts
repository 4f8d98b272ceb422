import {
  INDEX_CUTS,
  indexFromProbability,
  probabilityPercent,
  probabilityWord,
  type TProbabilityWord,
} from './probability-words.ts';

/**
 * One reading of the analyser (gum inflammation or tartar) in words: the chance and the 0-3 index with
 * its label come from the same probability, so they never contradict
 * (docs/product-rules.md#scan-statuses-and-urgency). An index 0 is "None: no tartar seen" only when
 * tartar is unlikely; at "possible" or "likely" it is "not confirmed". An index of 1 or more is named
 * outright only when the sign is likely, else "Mild, if present (possible)".
 */

export const READING_SIGNS = ['gingivitis', 'calculus'] as const;
export type TReadingSign = (typeof READING_SIGNS)[number];

const GRADE_NAMES = ['None', 'Mild', 'Moderate', 'Severe'] as const;

/** Löe–Silness gingival index and the calculus index (share of the tooth covered), step by step. */
const GRADE_DETAILS: Record<TReadingSign, readonly string[]> = {
  gingivitis: [
    'gums look normal',
    'a slight change in colour, little swelling',
    'red, swollen, shiny gums',
    'very red and swollen, may bleed or ulcerate',
  ],
  calculus: [
    'no tartar seen',
    'tartar on less than a third of the tooth',
    'tartar on a third to two thirds of the tooth',
    'tartar on more than two thirds of the tooth',
  ],
};

const SIGN_NOUNS: Record<TReadingSign, string> = { gingivitis: 'gum inflammation', calculus: 'tartar' };

export type TIndexWords = {
  index: number;
  /** The index's own grade, whatever the chance: "none", "mild", "moderate", "severe". */
  grade: Lowercase<(typeof GRADE_NAMES)[number]>;
  /** The grade in a few lower-case words: "none", "not confirmed", "mild", "mild if present". */
  level: string;
  /** The grade with what it means: "None: no tartar seen", "Not confirmed (possible): …". */
  meaning: string;
  /** "0 — None: no tartar seen" */
  indexLabel: string;
};

export type TReading = TIndexWords & {
  word: TProbabilityWord;
  /** Whole percent, rounded but never across a cut of its word or its index. */
  percent: number;
  /** "possible (38%)" */
  chance: string;
};

function indexWords(sign: TReadingSign, index: number, word: TProbabilityWord | null): TIndexWords {
  const name = GRADE_NAMES[index];
  const detail = GRADE_DETAILS[sign][index];
  const words = (level: string, meaning: string): TIndexWords => ({
    index,
    grade: name.toLowerCase() as TIndexWords['grade'],
    level,
    meaning,
    indexLabel: `${index} — ${meaning}`,
  });
  if (index === 0) {
    if (word === 'unlikely') return words('none', `None: ${detail}`);
    const below = `below the grade for mild ${SIGN_NOUNS[sign]}`;
    // Without a probability (scans graded before there was one) all we know is that no grade was given.
    if (word === null) return words('none graded', `None graded: ${below}`);
    return words('not confirmed', `Not confirmed (${word}): ${below}`);
  }
  if (word === null || word === 'likely') return words(name.toLowerCase(), `${name}: ${detail}`);
  return words(`${name.toLowerCase()} if present`, `${name}, if present (${word}): ${detail}`);
}

/**
 * The one way a probability becomes words: its word, its percent and its 0-3 index with the index's
 * label. `cuts` are the analyser's index cuts (INDEX_CUTS; the server may pass GINGIVAL_CUTS or
 * CALCULUS_CUTS, which equal it).
 */
export function describeReading(
  sign: TReadingSign,
  probability: number,
  cuts: readonly number[] = INDEX_CUTS,
): TReading {
  const word = probabilityWord(probability);
  const percent = probabilityPercent(probability, cuts);
  const index = indexFromProbability(probability, cuts);
  return { ...indexWords(sign, index, word), word, percent, chance: `${word} (${percent}%)` };
}

/** A stored index without its probability (scans graded before the probabilities): no word to agree with. */
export function describeIndex(sign: TReadingSign, index: number): TIndexWords {
  return indexWords(sign, index, null);
}
