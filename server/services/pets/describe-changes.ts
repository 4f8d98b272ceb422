import type { TScanComparison } from '#common/contracts/pets.ts';
import type { TScanResult } from '#common/contracts/scans.ts';
import { GUM_STATUS_WORDING } from '#common/gum-status-wording.ts';
import {
  describeProbability,
  probabilityChange,
  type TProbabilityChange,
} from '#common/probability-words.ts';

const SEVERITY_RANK = { normal: 0, concerning: 1, urgent: 2 } as const;

type TDirection = -1 | 0 | 1;
const CHANGE_DIRECTION: Record<TProbabilityChange, TDirection> = {
  'less likely': -1,
  'about as likely': 0,
  'more likely': 1,
};

type TSign = {
  /** "Gum inflammation", as it starts a sentence. */
  name: string;
  /** "gum inflammation (gingival index)", for scans compared by their index. */
  indexName: string;
  before: { probability: number | null; index: number | null };
  after: { probability: number | null; index: number | null };
};

/**
 * One sign's change, in words and as a direction (-1 better, 1 worse). Compared by the calibrated
 * probabilities when both scans have them, in the words and percentages the result screen shows
 * (common/probability-words.ts); scans graded before the probabilities fall back to the 0-3 index.
 */
function describeSign({
  name,
  indexName,
  before,
  after,
}: TSign): { line: string; direction: TDirection } | null {
  if (before.probability !== null && after.probability !== null) {
    const change = probabilityChange(before.probability, after.probability);
    const phrase = change === 'about as likely' ? 'about as likely as before' : `${change} than before`;
    const numbers = `${describeProbability(before.probability)} before, ${describeProbability(after.probability)} now`;
    return { line: `${name} is ${phrase}: ${numbers}.`, direction: CHANGE_DIRECTION[change] };
  }
  if (before.index === null || after.index === null) return null;
  if (before.index === after.index)
    return { line: `The ${indexName} stayed at ${after.index} of 3.`, direction: 0 };
  const direction = after.index < before.index ? -1 : 1;
  const verb = direction < 0 ? 'improved' : 'worsened';
  return { line: `The ${indexName} ${verb} from ${before.index} to ${after.index} of 3.`, direction };
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
  if (before.status === 'unclear' || after.status === 'unclear') {
    changes.push('One of the two photos was too unclear to grade, so the two cannot be compared.');
    return { changes, trend: 'unknown' };
  }
  changes.push(
    before.status === after.status
      ? `Both scans show ${GUM_STATUS_WORDING[after.status].inSentence}.`
      : `The result changed from ${GUM_STATUS_WORDING[before.status].inSentence} to ${GUM_STATUS_WORDING[after.status].inSentence}.`,
  );
  const gum = describeSign({
    name: 'Gum inflammation',
    indexName: 'gum inflammation (gingival index)',
    before: { probability: before.gingivitisProbability, index: before.gingivalIndex },
    after: { probability: after.gingivitisProbability, index: after.gingivalIndex },
  });
  const tartar = describeSign({
    name: 'Tartar',
    indexName: 'tartar (calculus index)',
    before: { probability: before.calculusProbability, index: before.calculusIndex },
    after: { probability: after.calculusProbability, index: after.calculusIndex },
  });
  changes.push(gum ? gum.line : 'Gum inflammation could not be graded on both photos.');
  if (tartar) changes.push(tartar.line);
  if (before.severity !== after.severity) {
    changes.push(`The urgency went from ${before.severity} to ${after.severity}.`);
  }
  // The urgency decides first; with the same urgency, the two signs' directions (as the sentences say them).
  const severityDelta = SEVERITY_RANK[after.severity] - SEVERITY_RANK[before.severity];
  const delta = severityDelta !== 0 ? severityDelta : (gum?.direction ?? 0) + (tartar?.direction ?? 0);
  const trend = delta < 0 ? 'better' : delta > 0 ? 'worse' : 'same';
  if (trend === 'better' && tartar?.direction === -1) {
    changes.push('Less tartar usually follows a professional cleaning; daily brushing helps keep it away.');
  }
  if (after.severity === 'urgent') changes.push('The newer scan is urgent: please see a vet now.');
  return { changes, trend };
}
