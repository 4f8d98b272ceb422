import type { TFinding } from '#common/contracts/scans.ts';
import { describeReading } from '#common/reading-words.ts';
import type { TGrade } from '#server/analysis/grade.ts';
import type { TUncertainty } from '#server/analysis/verdict.ts';

/** Why a clean-looking reading is not called healthy, in the owner's words (verdict.ts). */
const WHY: Record<Exclude<TUncertainty, 'possible_finding'>, string> = {
  not_graded: 'part of the mouth could not be graded in this view',
  unfamiliar_photo: 'this photo is unlike the photos our analyser learned from',
  weak_photo: 'the photo is borderline (light, focus or framing)',
};
const WHAT_TO_DO =
  'Retake it in daylight with the lip lifted at the side so the teeth and gum line fill the frame, or ask your vet to look at the next visit.';

/**
 * The findings that keep an uncertain result honest (docs/product-rules.md#scan-statuses-and-urgency):
 * what the analyser cannot rule out, with its probability in words and what to do; and a pale
 * reading that was not made a status.
 */
export function uncertaintyFindings(result: TGrade): TFinding[] {
  const out: TFinding[] = [];
  if (result.isUncertain) {
    const isTartar = result.status === 'tartar';
    const p = isTartar ? result.probabilities.calculus : result.probabilities.gingivitis;
    const what = isTartar ? 'tartar' : 'gum inflammation';
    const reasons = result.uncertainty.flatMap((u) => (u === 'possible_finding' ? [] : [WHY[u]]));
    const lead =
      p === null
        ? `We can't call these gums healthy: ${what} could not be ruled out`
        : `We can't call these gums healthy: ${what} is ${describeReading(isTartar ? 'calculus' : 'gingivitis', p).chance} in this photo`;
    const because = reasons.length > 0 ? `, and ${reasons.join('; ')}` : '';
    out.push({
      code: 'cannot_rule_out',
      label: `${lead}${because}. ${WHAT_TO_DO}`,
      where: 'whole photo',
      region: null,
      level: 'info',
    });
  }
  if (result.hasPaleNote) {
    out.push({
      code: 'paler_gums_note',
      label:
        "The gums look paler than most dogs' gums in this photo. Cats' gums are normally paler, and light can do this too. If the gums look white, grey or blue, or your pet is weak, breathing fast or collapses, see a vet now.",
      where: 'gum line',
      region: null,
      level: 'info',
    });
  }
  return out;
}
