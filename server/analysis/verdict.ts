import type { TScanStatus, TSeverity, TSpecies } from '#common/contracts/scans.ts';
import { POSSIBLE_FROM } from '#common/probability-words.ts';

/**
 * The verdict rule of analyser v4 (docs/product-rules.md#scan-statuses-and-urgency,
 * docs/decisions/010-analyser-v4.md): no false reassurance and no false alarm.
 *
 * - "Healthy" only when the analyser is confident: both calibrated probabilities are graded and
 *   "unlikely", the photo lies within what the graders learned from (familiarity.ts) and it was
 *   accepted clearly. Otherwise the photo is still graded, and the status names the most likely
 *   finding with `isUncertain` set, so the result says what it cannot rule out.
 * - Urgent from a photo alone needs strong evidence: a gum-colour reading beyond the normal range of
 *   real dogs' gums, for a dog, on a clear photo. Cats' gums are normally paler and no real cat
 *   mouths taught us their range, so a cat's (or an unnamed pet's) pale reading is a note, not a
 *   status; blue-grey or yellow gums on a clear photo are "worth a vet check soon" for them.
 */
export type TColourAlarms = {
  /** Readings over the analyser's general cuts, on a gum colour it could judge. */
  isPale: boolean;
  isYellow: boolean;
  isBlueGrey: boolean;
  /** Readings over the cuts learned from real dogs' normal gums (model/gum-colour.json). */
  isBeyondDogNorm: boolean;
};

export type TVerdictInput = {
  probabilities: { gingivitis: number | null; calculus: number | null };
  gingivalIndex: number | null;
  calculusIndex: number | null;
  alarms: TColourAlarms;
  species: TSpecies | null;
  isFamiliar: boolean;
  isClearPhoto: boolean;
};

/** Why a photo that reads clean is not called healthy. */
export type TUncertainty = 'possible_finding' | 'not_graded' | 'unfamiliar_photo' | 'weak_photo';

export type TVerdict = {
  status: TScanStatus;
  severity: TSeverity;
  /** True when the status is the most likely finding rather than a confident one. */
  isUncertain: boolean;
  uncertainty: TUncertainty[];
  /** A pale reading that is not a status (a cat's or an unnamed pet's normally paler gums). */
  hasPaleNote: boolean;
};

/** How far (in probability) tartar must lead redness to name the result. */
export const TARTAR_LEAD = 0.05;

export function decideVerdict(input: TVerdictInput): TVerdict {
  const { alarms, probabilities: p } = input;
  const isDog = input.species === 'dog';
  const isOtherColour = alarms.isBlueGrey || alarms.isYellow;
  const base = { isUncertain: false, uncertainty: [] as TUncertainty[], hasPaleNote: false };
  if (isDog && (alarms.isPale || isOtherColour)) {
    const isStrong = alarms.isBeyondDogNorm && input.isClearPhoto;
    return { ...base, status: 'pale', severity: isStrong ? 'urgent' : 'concerning' };
  }
  if (!isDog && isOtherColour && input.isClearPhoto) {
    return { ...base, status: 'pale', severity: 'concerning' };
  }
  const hasPaleNote = !isDog && alarms.isPale;

  const gi = input.gingivalIndex ?? 0;
  const ci = input.calculusIndex ?? 0;
  const pg = p.gingivitis ?? 0;
  const pc = p.calculus ?? 0;
  if (gi > 0 || ci > 0) {
    // Whichever reading is surer names the result; inflammation wins near-ties because it is the
    // part an owner can still reverse at home, and both show in the findings.
    const status: TScanStatus = pc > pg + TARTAR_LEAD && ci > 0 ? 'tartar' : gi > 0 ? 'inflamed' : 'tartar';
    return { ...base, hasPaleNote, status, severity: gi >= 2 || ci >= 3 ? 'concerning' : 'normal' };
  }

  if (p.gingivitis === null && p.calculus === null) {
    // Neither gums nor teeth could be read (pigmented margins on a palate view): nothing to judge.
    return { ...base, hasPaleNote, status: 'unclear', severity: 'normal' };
  }
  const uncertainty: TUncertainty[] = [];
  if (Math.max(pg, pc) >= POSSIBLE_FROM) uncertainty.push('possible_finding');
  if (p.gingivitis === null || p.calculus === null) uncertainty.push('not_graded');
  if (!input.isFamiliar) uncertainty.push('unfamiliar_photo');
  if (!input.isClearPhoto) uncertainty.push('weak_photo');
  if (uncertainty.length === 0) return { ...base, hasPaleNote, status: 'healthy', severity: 'normal' };
  const status: TScanStatus =
    p.calculus !== null && (p.gingivitis === null || pc > pg + TARTAR_LEAD) ? 'tartar' : 'inflamed';
  return { status, severity: 'normal', isUncertain: true, uncertainty, hasPaleNote };
}
