/**
 * The analyser's calibrated probabilities (gum inflammation, tartar) in an owner's words, the same on
 * every page and in the server's sentences (docs/product-rules.md#scan-statuses-and-urgency):
 *
 *   likely    from 60%   (probability >= 0.6)
 *   possible  from 30%   (0.3 <= probability < 0.6)
 *   unlikely  below 30%  (probability < 0.3)
 *
 * These words are not the 0-3 indices: those are cut from the same probabilities at INDEX_CUTS. A gum
 * can be "possible (45%)" and still index 0; common/reading-words.ts words the index so that the two
 * never contradict.
 */

/** From this probability on, the word is "likely". */
export const LIKELY_FROM = 0.6;
/** From this probability on (and below LIKELY_FROM), the word is "possible"; below it, "unlikely". */
export const POSSIBLE_FROM = 0.3;

/**
 * The calibrated probabilities at which each 0-3 index steps up to 1, 2 and 3: the analyser's own
 * `indexCuts` (server/analysis/model/gingival.json and calculus.json, GINGIVAL_CUTS / CALCULUS_CUTS in
 * server/analysis/grade.ts), copied here because the web cannot import the server.
 * server/services/scans/index-cuts.test.ts fails if the two ever differ.
 */
export const INDEX_CUTS: readonly number[] = [0.5, 0.75, 0.9];

export const PROBABILITY_WORDS = ['unlikely', 'possible', 'likely'] as const;
export type TProbabilityWord = (typeof PROBABILITY_WORDS)[number];

export function probabilityWord(probability: number): TProbabilityWord {
  if (probability >= LIKELY_FROM) return 'likely';
  if (probability >= POSSIBLE_FROM) return 'possible';
  return 'unlikely';
}

/** The 0-3 index a probability is cut to, as server/analysis/grade.ts cuts it. */
export function indexFromProbability(probability: number, cuts: readonly number[] = INDEX_CUTS): number {
  let index = 0;
  for (const cut of cuts) if (probability >= cut) index++;
  return index;
}

/** The first whole percent at or above a cut (0.3 gives 30, not 31 from 30.000000000000004). */
const percentFrom = (cut: number) => Math.ceil(cut * 100 - 1e-9);

/** The whole percentages of [from, to): the lowest is from's, the highest the last below to's. */
function percentRange(from: number, to: number | undefined): [number, number] {
  return [from <= 0 ? 0 : percentFrom(from), to === undefined ? 100 : percentFrom(to) - 1];
}

const WORD_FROM: Record<TProbabilityWord, [number, number | undefined]> = {
  unlikely: [0, POSSIBLE_FROM],
  possible: [POSSIBLE_FROM, LIKELY_FROM],
  likely: [LIKELY_FROM, undefined],
};

/**
 * The probability as a whole percentage, rounded but never across a cut point of its word or of its
 * index: 0.597 is "possible" and shows 59%, not 60% (which would read as "likely"); 0.498 is index 0
 * and shows 49%, not the 50% where index 1 starts.
 */
export function probabilityPercent(probability: number, cuts: readonly number[] = INDEX_CUTS): number {
  const [wordLow, wordHigh] = percentRange(...WORD_FROM[probabilityWord(probability)]);
  const index = indexFromProbability(probability, cuts);
  const [indexLow, indexHigh] = percentRange(index === 0 ? 0 : cuts[index - 1], cuts[index]);
  const low = Math.max(wordLow, indexLow);
  const high = Math.min(wordHigh, indexHigh);
  const rounded = Math.round(probability * 100);
  // Cuts that leave no whole percent between them (0.492 and 0.498) cannot be kept apart in whole
  // percents: the plain rounding is the least wrong then.
  return low > high ? rounded : Math.min(high, Math.max(low, rounded));
}

/** "possible (38%)" */
export function describeProbability(probability: number, cuts: readonly number[] = INDEX_CUTS): string {
  return `${probabilityWord(probability)} (${probabilityPercent(probability, cuts)}%)`;
}
