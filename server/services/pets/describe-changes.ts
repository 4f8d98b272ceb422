import type { TScanComparison } from '#common/contracts/pets.ts';
import type { TScanResult, TScanStatus } from '#common/contracts/scans.ts';

const STATUS_WORDS: Record<TScanStatus, string> = {
  healthy: 'healthy gums',
  inflamed: 'inflamed gums',
  pale: 'an urgent gum colour (pale, grey or yellow)',
  infection: 'signs of infection',
  tartar: 'tartar build-up',
  unclear: 'a photo too unclear to grade',
};
const SEVERITY_RANK = { normal: 0, concerning: 1, urgent: 2 } as const;

function describeIndex(name: string, before: number | null, after: number | null): string | null {
  if (before === null || after === null) return null;
  if (before === after) return `The ${name} stayed at ${after} of 3.`;
  const direction = after < before ? 'improved' : 'worsened';
  return `The ${name} ${direction} from ${before} to ${after} of 3.`;
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
      ? `Both scans show ${STATUS_WORDS[after.status]}.`
      : `The result changed from ${STATUS_WORDS[before.status]} to ${STATUS_WORDS[after.status]}.`,
  );
  const gum = describeIndex('gum inflammation (gingival index)', before.gingivalIndex, after.gingivalIndex);
  const tartar = describeIndex('tartar (calculus index)', before.calculusIndex, after.calculusIndex);
  if (gum) changes.push(gum);
  else changes.push('Gum inflammation could not be graded on both photos.');
  if (tartar) changes.push(tartar);
  if (before.severity !== after.severity) {
    changes.push(`The urgency went from ${before.severity} to ${after.severity}.`);
  }
  const score = (scan: TScanResult) =>
    SEVERITY_RANK[scan.severity] * 10 + (scan.gingivalIndex ?? 0) + (scan.calculusIndex ?? 0);
  const delta = score(after) - score(before);
  const trend = delta < 0 ? 'better' : delta > 0 ? 'worse' : 'same';
  if (trend === 'better' && (after.calculusIndex ?? 0) < (before.calculusIndex ?? 0)) {
    changes.push('Less tartar usually follows a professional cleaning; daily brushing helps keep it away.');
  }
  if (after.severity === 'urgent') changes.push('The newer scan is urgent: please see a vet now.');
  return { changes, trend };
}
