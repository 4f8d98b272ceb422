import type { TReadings } from '#common/analysis/features.ts';
import {
  assertKnownFeatures,
  calibrated,
  logisticScore,
  type TLogisticModel,
} from '#common/analysis/model/predict.ts';
import { assertProvenance } from '#common/analysis/model/provenance.ts';
import type { TFeatures } from '#common/analysis/photo-features.ts';
import type { TScanStatus, TSeverity, TSpecies } from '#common/contracts/scans.ts';
import calculusModel from '#server/analysis/model/calculus.json' with { type: 'json' };
import gingivalModel from '#server/analysis/model/gingival.json' with { type: 'json' };
import gumColourModel from '#server/analysis/model/gum-colour.json' with { type: 'json' };
import { decideVerdict, TARTAR_LEAD, type TUncertainty } from '#server/analysis/verdict.ts';

const CALCULUS = calculusModel as unknown as TLogisticModel & { provenance: unknown };
const GINGIVAL = gingivalModel as unknown as TLogisticModel & { provenance: unknown };
assertProvenance(CALCULUS.provenance, 'calculus model');
assertProvenance(GINGIVAL.provenance, 'gingival model');
assertKnownFeatures(CALCULUS.features, 'calculus model');
/** Normal gum colour of real dogs (scripts/train/train-gum-colour.ts). */
const GUM_COLOUR = gumColourModel as unknown as {
  dog: { pallorCut: number; yellowTintCut: number };
  provenance: unknown;
};
assertProvenance(GUM_COLOUR.provenance, 'gum colour norms');
assertKnownFeatures(GINGIVAL.features, 'gingival model');

export type TGrade = {
  status: TScanStatus;
  severity: TSeverity;
  gingivalIndex: number | null;
  /** Null on a palate view: tartar is not judged there. */
  calculusIndex: number | null;
  /** Calibrated probabilities of the two graders (held-out folds of the human-mouth proxies). */
  probabilities: { gingivitis: number | null; calculus: number | null };
  /** Which gum-colour alarms fired; any of them makes the result urgent. */
  alarms: { isPale: boolean; isBlueGrey: boolean; isYellow: boolean };
  /** False when the gum region is too small, not next to teeth or the white reference is weak. */
  isGumColourJudged: boolean;
  /** 0-1, how sure the deciding reading is; feeds the confidence. */
  certainty: number;
  /** True when most of the margin is pigmented, so redness rests on the few pink patches. */
  isMostlyPigmented: boolean;
  species: TSpecies | null;
  /** The status is the most likely finding, not a confident one (verdict.ts); why. */
  isUncertain: boolean;
  uncertainty: TUncertainty[];
  /** Gums paler than most dogs', not made a status: normal for many cats (verdict.ts). */
  hasPaleNote: boolean;
};

/** Calibrated probabilities at which each index steps up (1, 2, 3), learned with the graders (ADR 005). */
export const GINGIVAL_CUTS: readonly number[] = GINGIVAL.indexCuts;
export const CALCULUS_CUTS: readonly number[] = CALCULUS.indexCuts;

export const ALARM_CUTS = { pallor: 0.75, yellowTint: 0.8, blueGrey: 0.45 } as const;
/**
 * When gum colour counts as measured (docs/product-rules.md#gum-colour-alarms): enough pink gum
 * at the margin (about 1,200 pixels of a 512 x 384 photo), teeth that touch it, a fair part of
 * the pink in the photo lying along the teeth (pink hands or lips around a small mouth do not), a
 * white balance that rests on enough bright reference pixels, and teeth at least as light as the
 * "gum": when the pink is lighter than the teeth, the white we measure against is not tooth
 * enamel, or the pink is skin.
 */
export const GUM_COLOUR_LIMITS = {
  minPinkMargin: 0.006,
  minToothInterface: 0.2,
  minGumAdjacency: 0.1,
  minWhiteReference: 0.003,
  maxGumLightnessRatio: 1.05,
} as const;
/** Above this share of dark pigment at the margin, redness is read from the few pink patches left. */
export const MOSTLY_PIGMENTED_SHARE = 0.6;
/** Below this share of pink margin (about 150 pixels at 512 x 384) pigmented gums are not graded for redness. */
const MIN_PINK_MARGIN = 0.00075;
/** Probability distance from a cut at which a reading counts as clear-cut. */
const DECISIVE_MARGIN = 0.15;

export function indexFromCuts(value: number, cuts: readonly number[]): number {
  let index = 0;
  for (const cut of cuts) if (value >= cut) index++;
  return index;
}

export function gingivitisProbability(features: TFeatures): number {
  return calibrated(GINGIVAL.platt, logisticScore(GINGIVAL, features));
}

export function calculusProbability(features: TFeatures): number {
  return calibrated(CALCULUS.platt, logisticScore(CALCULUS, features));
}

export function isGumColourJudgeable(features: TFeatures): boolean {
  return (
    features.pinkMarginShare >= GUM_COLOUR_LIMITS.minPinkMargin &&
    features.toothInterface >= GUM_COLOUR_LIMITS.minToothInterface &&
    features.gumAdjacency >= GUM_COLOUR_LIMITS.minGumAdjacency &&
    features.whiteReference >= GUM_COLOUR_LIMITS.minWhiteReference &&
    features.gumLightnessRatio <= GUM_COLOUR_LIMITS.maxGumLightnessRatio
  );
}

/** What the photo shows (common/analysis/photo-kind.ts) and how far its reading can be trusted. */
export type TGradeContext = {
  isPalateView: boolean;
  /** Within what the graders learned from (server/analysis/familiarity.ts). */
  isFamiliar: boolean;
  /** Accepted clearly by the gate, good quality and no strong colour cast (analyse-pixels.ts). */
  isClearPhoto: boolean;
};
const CLEAR_FAMILIAR_GUM_LINE: TGradeContext = { isPalateView: false, isFamiliar: true, isClearPhoto: true };

export function grade(
  readings: TReadings,
  features: TFeatures,
  species: TSpecies | null = null,
  view: TGradeContext = CLEAR_FAMILIAR_GUM_LINE,
): TGrade {
  const isMostlyPigmented = readings.pigmentShare > MOSTLY_PIGMENTED_SHARE;
  const canReadGums = readings.marginGumShare >= MIN_PINK_MARGIN || !isMostlyPigmented;
  const pGingivitis = canReadGums ? gingivitisProbability(features) : null;
  // A palate view shows the pale roof of the mouth and the chewing surfaces, not the outer tooth
  // surfaces at the gum line where tartar builds: pale mucosa must never read as tartar.
  const pCalculus = view.isPalateView ? null : calculusProbability(features);
  const gingivalIndex = pGingivitis === null ? null : indexFromCuts(pGingivitis, GINGIVAL.indexCuts);
  const calculusIndex = pCalculus === null ? null : indexFromCuts(pCalculus, CALCULUS.indexCuts);
  const pc = pCalculus ?? 0;
  const isGumColourJudged = canReadGums && isGumColourJudgeable(features);
  const alarms = {
    isPale: isGumColourJudged && readings.pallor >= ALARM_CUTS.pallor,
    isYellow: isGumColourJudged && readings.yellowTint >= ALARM_CUTS.yellowTint,
    // Pigmented margins are dark, not blue: only a blue-grey share of the pink-or-blue margin counts.
    isBlueGrey: isGumColourJudged && readings.blueGrey >= ALARM_CUTS.blueGrey,
  };
  const verdict = decideVerdict({
    probabilities: { gingivitis: pGingivitis, calculus: pCalculus },
    gingivalIndex,
    calculusIndex,
    alarms: {
      ...alarms,
      isBeyondDogNorm:
        isGumColourJudged &&
        (readings.pallor >= GUM_COLOUR.dog.pallorCut ||
          readings.yellowTint >= GUM_COLOUR.dog.yellowTintCut ||
          alarms.isBlueGrey),
    },
    species,
    isFamiliar: view.isFamiliar,
    isClearPhoto: view.isClearPhoto,
  });
  const { status, severity } = verdict;
  const pg = pGingivitis ?? 0;
  let certainty: number;
  if (status === 'pale') {
    // The contract has one gum-colour status; the findings say which colour it was.
    const margins = [
      alarms.isPale ? readings.pallor - ALARM_CUTS.pallor : 0,
      alarms.isYellow ? readings.yellowTint - ALARM_CUTS.yellowTint : 0,
      alarms.isBlueGrey ? readings.blueGrey - ALARM_CUTS.blueGrey : 0,
    ];
    certainty = 0.55 + 0.45 * Math.min(1, Math.max(...margins) / 0.15);
  } else if (status === 'unclear') {
    certainty = 0.5;
  } else if (verdict.isUncertain) {
    // The status is only the most likely finding: as sure as its probability, no more.
    certainty = status === 'tartar' ? pc : pg;
  } else {
    certainty = status === 'healthy' ? (1 - pg) * (1 - pc) : status === 'tartar' ? pc : pg;
    // A reading close to a cut, or redness and tartar nearly tied for the name, may tip either way
    // with the light: say so through a lower certainty.
    const cut = GINGIVAL.indexCuts[0];
    const margins: number[] = [];
    if (pCalculus !== null) margins.push(Math.abs(pCalculus - cut));
    if (pGingivitis !== null) margins.push(Math.abs(pGingivitis - cut));
    if (margins.length === 0) margins.push(DECISIVE_MARGIN);
    // Redness against tartar for the name: a near-tie can swap the status even while one index is
    // still 0, because a small change may lift it over its cut.
    if (status === 'tartar' || status === 'inflamed') margins.push(Math.abs(pc - pg - TARTAR_LEAD));
    certainty *= 0.5 + 0.5 * Math.min(1, Math.min(...margins) / DECISIVE_MARGIN);
  }
  return {
    status,
    severity,
    gingivalIndex,
    calculusIndex,
    probabilities: { gingivitis: pGingivitis, calculus: pCalculus },
    alarms,
    isGumColourJudged,
    certainty,
    isMostlyPigmented,
    species,
    isUncertain: verdict.isUncertain,
    uncertainty: verdict.uncertainty,
    hasPaleNote: verdict.hasPaleNote,
  };
}
