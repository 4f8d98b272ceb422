import type { TSecondOpinionReport } from '#common/contracts/pets.ts';
import type { TScanResult, TSeverity } from '#common/contracts/scans.ts';

const SEVERITY_RANK: Record<TSeverity, number> = { normal: 0, concerning: 1, urgent: 2 };

/** The more cautious of two urgencies: where two screenings disagree, act on the worse one. */
export function moreCautious(a: TSeverity, b: TSeverity): TSeverity {
  return SEVERITY_RANK[a] >= SEVERITY_RANK[b] ? a : b;
}

function indexDisagreement(name: string, ours: number | null, theirs: number | null): string | null {
  if (ours === null || theirs === null || Math.abs(ours - theirs) < 1) return null;
  return `Our analysis graded ${name} ${ours} of 3; the second opinion graded it ${theirs} of 3.`;
}

/**
 * Where our analysis and the model's second opinion differ, in plain sentences, and the
 * urgency to show (docs/product-rules.md#pets-and-plus). Pure, tested on its own.
 */
export function compareOpinions(
  ours: Pick<TScanResult, 'status' | 'severity' | 'gingivalIndex' | 'calculusIndex'>,
  theirs: TSecondOpinionReport,
): { disagreements: string[]; shownSeverity: TSeverity } {
  const disagreements: string[] = [];
  if (ours.status !== theirs.status) {
    disagreements.push(`Our analysis says "${ours.status}"; the second opinion says "${theirs.status}".`);
  }
  if (ours.severity !== theirs.severity) {
    const shown = moreCautious(ours.severity, theirs.severity);
    disagreements.push(
      `Our analysis rates the urgency ${ours.severity}; the second opinion rates it ${theirs.severity}. We show the more cautious one: ${shown}.`,
    );
  }
  for (const line of [
    indexDisagreement('gum inflammation', ours.gingivalIndex, theirs.gingivalIndex),
    indexDisagreement('tartar', ours.calculusIndex, theirs.calculusIndex),
  ]) {
    if (line) disagreements.push(line);
  }
  return { disagreements, shownSeverity: moreCautious(ours.severity, theirs.severity) };
}
