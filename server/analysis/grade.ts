import type { TScanStatus, TSeverity } from '#common/contracts/scans.ts';
import type { TReadings } from '#server/analysis/features.ts';

export type TGrade = {
  status: TScanStatus;
  severity: TSeverity;
  gingivalIndex: number | null;
  calculusIndex: number;
  /** Which gum-colour alarms fired; any of them makes the result urgent. */
  alarms: { isPale: boolean; isBlueGrey: boolean; isYellow: boolean };
  /** 0-1, distance of the deciding readings from the nearest cut: low means a borderline photo. */
  decisiveness: number;
  /** True when most of the margin is pigmented, so redness rests on the few pink patches. */
  isMostlyPigmented: boolean;
};

/**
 * Cuts on the gingival score (Lab a* of the gum, margin-weighted) for the Loe-Silness index:
 * 0 normal pink, 1 slight colour change, 2 moderate redness, 3 marked redness. Calibrated on the
 * labelled human-proxy photos and on dogs in the team's 25-photo check set; see docs/decisions/001.
 */
export const GINGIVAL_CUTS = [33, 41, 49] as const;
/**
 * Cuts on the calculus score (share of visible tooth surface that reads clearly yellow-brown) for
 * the 0-3 calculus index. Lower than the index's 1/3 and 2/3 of the crown because only the most
 * clearly coloured tartar passes the pixel test; calibrated on the labelled calculus photos.
 */
export const CALCULUS_CUTS = [0.06, 0.12, 0.2] as const;
export const ALARM_CUTS = { pallor: 0.75, yellowTint: 0.8, blueGrey: 0.45 } as const;
/** How far (in index steps) tartar must lead redness to name the result. */
const TARTAR_LEAD = 0.5;
/** Below this many pink margin pixels the redness of pigmented gums is not graded. */
const MIN_PINK_MARGIN = 150;

export function indexFromCuts(value: number, cuts: readonly number[]): number {
  let index = 0;
  for (const cut of cuts) if (value >= cut) index++;
  return index;
}

/** Index plus the fraction of the way to the next cut, so two 0-3 scales can be compared. */
function levelOf(value: number, cuts: readonly number[]): number {
  const index = indexFromCuts(value, cuts);
  const step = (cuts[cuts.length - 1] - cuts[0]) / (cuts.length - 1);
  const base = index === 0 ? cuts[0] - step : cuts[index - 1];
  return index + Math.min(0.999, Math.max(0, (value - base) / step)) - (index === 0 ? 1 : 0);
}

/** 0 on a cut, 1 at half a step or more away from every cut. */
function cutDistance(value: number, cuts: readonly number[]): number {
  const step = (cuts[cuts.length - 1] - cuts[0]) / (cuts.length - 1);
  const nearest = Math.min(...cuts.map((c) => Math.abs(value - c)));
  return Math.min(1, nearest / (step / 2));
}

export function grade(readings: TReadings): TGrade {
  const isMostlyPigmented = readings.pigmentShare > 0.6;
  const canReadGums = readings.marginGumPixels >= MIN_PINK_MARGIN || !isMostlyPigmented;
  const gingivalIndex = canReadGums ? indexFromCuts(readings.gingivalScore, GINGIVAL_CUTS) : null;
  const calculusIndex = indexFromCuts(readings.calculusScore, CALCULUS_CUTS);
  const alarms = {
    isPale: canReadGums && readings.pallor >= ALARM_CUTS.pallor,
    isYellow: canReadGums && readings.yellowTint >= ALARM_CUTS.yellowTint,
    // Pigmented margins are dark, not blue: only a blue-grey share of the pink-or-blue margin counts.
    isBlueGrey: readings.blueGrey >= ALARM_CUTS.blueGrey,
  };
  const isAlarm = alarms.isPale || alarms.isYellow || alarms.isBlueGrey;
  const gi = gingivalIndex ?? 0;

  let status: TScanStatus = 'healthy';
  let severity: TSeverity = 'normal';
  if (isAlarm) {
    // The contract has one gum-colour status; the findings say which colour it was.
    status = 'pale';
    severity = 'urgent';
  } else if (gi === 0 && calculusIndex === 0) {
    status = 'healthy';
  } else if (
    levelOf(readings.calculusScore, CALCULUS_CUTS) >
    levelOf(readings.gingivalScore, GINGIVAL_CUTS) + TARTAR_LEAD
  ) {
    // Whichever reading sits further up its own scale names the result; inflammation wins near-ties
    // because it is the part an owner can still reverse at home, and both show in the findings.
    status = 'tartar';
  } else {
    status = 'inflamed';
  }
  if (!isAlarm && (gi >= 2 || calculusIndex >= 3)) severity = 'concerning';

  const decisive = [cutDistance(readings.calculusScore, CALCULUS_CUTS)];
  if (gingivalIndex !== null) decisive.push(cutDistance(readings.gingivalScore, GINGIVAL_CUTS));
  if (isAlarm) {
    const alarmValues = [
      alarms.isPale ? readings.pallor - ALARM_CUTS.pallor : 0,
      alarms.isYellow ? readings.yellowTint - ALARM_CUTS.yellowTint : 0,
      alarms.isBlueGrey ? readings.blueGrey - ALARM_CUTS.blueGrey : 0,
    ];
    decisive.push(Math.min(1, Math.max(...alarmValues) / 0.15));
  }
  return {
    status,
    severity,
    gingivalIndex,
    calculusIndex,
    alarms,
    decisiveness: Math.min(...decisive),
    isMostlyPigmented,
  };
}
