/**
 * The analyser's calibrated probabilities (gum inflammation, tartar) in an owner's words, the same on
 * every page and in the server's sentences (docs/product-rules.md#scan-statuses-and-urgency):
 *
 *   likely    from 60%   (probability >= 0.6)
 *   possible  from 30%   (0.3 <= probability < 0.6)
 *   unlikely  below 30%  (probability < 0.3)
 *
 * These words are not the 0-3 indices: those are cut from the same probabilities at the analyser's
 * own cut points (GINGIVAL_CUTS / CALCULUS_CUTS in server/analysis/grade.ts), which may change on
 * their own. A gum can be "possible (45%)" and still index 0.
 */

/** From this probability on, the word is "likely". */
export const LIKELY_FROM = 0.6;
/** From this probability on (and below LIKELY_FROM), the word is "possible"; below it, "unlikely". */
export const POSSIBLE_FROM = 0.3;
/** Two shown percentages closer than this are "about as likely" (photos of one mouth scatter a little). */
export const SAME_WITHIN_POINTS = 5;

export const PROBABILITY_WORDS = ['unlikely', 'possible', 'likely'] as const;
export type TProbabilityWord = (typeof PROBABILITY_WORDS)[number];

export function probabilityWord(probability: number): TProbabilityWord {
  if (probability >= LIKELY_FROM) return 'likely';
  if (probability >= POSSIBLE_FROM) return 'possible';
  return 'unlikely';
}

/** The whole-percent range each word covers, so a rounded percentage never contradicts its word. */
const PERCENT_RANGE: Record<TProbabilityWord, readonly [number, number]> = {
  unlikely: [0, Math.round(POSSIBLE_FROM * 100) - 1],
  possible: [Math.round(POSSIBLE_FROM * 100), Math.round(LIKELY_FROM * 100) - 1],
  likely: [Math.round(LIKELY_FROM * 100), 100],
};

/**
 * The probability as a whole percentage, rounded but never across a cut point: 0.597 is "possible"
 * and shows 59%, not 60% (which would read as "likely").
 */
export function probabilityPercent(probability: number): number {
  const [low, high] = PERCENT_RANGE[probabilityWord(probability)];
  return Math.min(high, Math.max(low, Math.round(probability * 100)));
}

/** "possible (38%)" */
export function describeProbability(probability: number): string {
  return `${probabilityWord(probability)} (${probabilityPercent(probability)}%)`;
}

export type TProbabilityChange = 'less likely' | 'more likely' | 'about as likely';

/**
 * Which way a probability moved between two scans, read from the percentages the owner sees, so the
 * words always agree with the two numbers shown beside them.
 */
export function probabilityChange(before: number, after: number): TProbabilityChange {
  const delta = probabilityPercent(after) - probabilityPercent(before);
  if (Math.abs(delta) < SAME_WITHIN_POINTS) return 'about as likely';
  return delta < 0 ? 'less likely' : 'more likely';
}
