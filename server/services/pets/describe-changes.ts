import type { TScanComparison } from '#common/contracts/pets.ts';
import type { TScanResult } from '#common/contracts/scans.ts';
import { GUM_STATUS_WORDING } from '#common/gum-status-wording.ts';
import { describeReading, type TReadingSign } from '#common/reading-words.ts';
import { scanTrend, type TSignMove } from '#common/scan-trend.ts';

/** Said wherever a move is smaller than what a retake of the same mouth varies (RETAKE_NOISE). */
const WITHIN_NOISE = 'by less than two photos of the same mouth can differ';

type TSign = {
  sign: TReadingSign;
  /** "Gum inflammation", as it starts a sentence. */
  name: string;
  /** "gum inflammation (gingival index)", for scans compared by their index. */
  indexName: string;
  before: { probability: number | null; index: number | null };
  after: { probability: number | null; index: number | null };
  move: TSignMove;
};

const MOVED = {
  '-1': 'less likely than before',
  '0': 'about as likely as before',
  '1': 'more likely than before',
};

/**
 * One sign's change in words that agree with the trend (common/scan-trend.ts): by the calibrated
 * probabilities, worded as the result screen words them (common/reading-words.ts), when both scans
 * have them; scans graded before the probabilities by their 0-3 index.
 */
function describeSign({ sign, name, indexName, before, after, move }: TSign): string | null {
  if (before.probability !== null && after.probability !== null) {
    const from = describeReading(sign, before.probability);
    const to = describeReading(sign, after.probability);
    const numbers = `${from.chance} before, ${to.chance} now`;
    let index = '';
    if (move.index !== 0 && move.counts === 0)
      index = `; its index went from ${from.index} to ${to.index} of 3, ${WITHIN_NOISE}`;
    else if (move.index === 0 && move.beyondNoise !== 0)
      index = `, though its index stayed at ${to.index} of 3`;
    return `${name} is ${MOVED[move.beyondNoise]}: ${numbers}${index}.`;
  }
  if (before.index === null || after.index === null) return null;
  if (before.index === after.index) return `The ${indexName} stayed at ${after.index} of 3.`;
  const fromTo = `from ${before.index} to ${after.index} of 3`;
  if (move.counts === 0) return `The ${indexName} went ${fromTo}, ${WITHIN_NOISE}.`;
  return `The ${indexName} ${move.counts < 0 ? 'improved' : 'worsened'} ${fromTo}.`;
}

/**
 * What changed between two scans of one pet, in plain sentences, and the overall trend. Pure,
 * so it is tested on its own; the words claim no more than the two results say.
 */
export function describeChanges(
  before: TScanResult,
  after: TScanResult,
): Pick<TScanComparison, 'changes' | 'trend'> {
  const changes: string[] = [];
  const result = scanTrend(before, after);
  if (result.trend === 'unknown') {
    changes.push('One of the two photos was too unclear to grade, so the two cannot be compared.');
    return { changes, trend: 'unknown' };
  }
  const isSameStatus = before.status === after.status;
  changes.push(
    isSameStatus
      ? `Both scans show ${GUM_STATUS_WORDING[after.status].inSentence}.`
      : `The result changed from ${GUM_STATUS_WORDING[before.status].inSentence} to ${GUM_STATUS_WORDING[after.status].inSentence}.`,
  );
  const gum = describeSign({
    sign: 'gingivitis',
    name: 'Gum inflammation',
    indexName: 'gum inflammation (gingival index)',
    before: { probability: before.gingivitisProbability, index: before.gingivalIndex },
    after: { probability: after.gingivitisProbability, index: after.gingivalIndex },
    move: result.gums,
  });
  const tartar = describeSign({
    sign: 'calculus',
    name: 'Tartar',
    indexName: 'tartar (calculus index)',
    before: { probability: before.calculusProbability, index: before.calculusIndex },
    after: { probability: after.calculusProbability, index: after.calculusIndex },
    move: result.tartar,
  });
  changes.push(gum ?? 'Gum inflammation could not be graded on both photos.');
  if (tartar) changes.push(tartar);
  if (before.severity !== after.severity) {
    changes.push(`The urgency went from ${before.severity} to ${after.severity}.`);
  }
  if (result.isMixed) {
    changes.push('One sign looks better and the other worse, so overall there is no clear change.');
  } else if (result.trend === 'no_clear_change' && (!isSameStatus || before.severity !== after.severity)) {
    changes.push(
      `The result changed, but the analyser’s readings moved ${WITHIN_NOISE}, so this is not counted as better or worse.`,
    );
  }
  if (result.trend === 'better' && result.tartar.beyondNoise === -1) {
    changes.push('Less tartar usually follows a professional cleaning; daily brushing helps keep it away.');
  }
  if (after.severity === 'urgent') changes.push('The newer scan is urgent: please see a vet now.');
  return { changes, trend: result.trend };
}
