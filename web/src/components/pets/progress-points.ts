import type { TProgressPoint } from '#common/contracts/pets.ts';
import { probabilityPercent } from '#common/probability-words.ts';

/** One scan on the progress chart: each sign's chance in percent, and whether it is only estimated. */
export type TChartPoint = {
  time: number;
  gum: number | null;
  tartar: number | null;
  isGumEstimated: boolean;
  isTartarEstimated: boolean;
};

/**
 * A sign's chance in percent (0-100). Scans graded before the analyser reported probabilities have
 * only the 0-3 index: those fall back to index / 3 (an estimate, drawn as a hollow point and said so
 * under the chart), since a line that stopped at them would hide years of history.
 */
export function chanceOf(
  probability: number | null,
  index: number | null,
): { percent: number | null; isEstimated: boolean } {
  if (probability !== null) return { percent: probabilityPercent(probability), isEstimated: false };
  if (index !== null) return { percent: Math.round((index / 3) * 100), isEstimated: true };
  return { percent: null, isEstimated: false };
}

export function toChartPoints(points: TProgressPoint[]): TChartPoint[] {
  return points.map((point) => {
    const gum = chanceOf(point.gingivitisProbability, point.gingivalIndex);
    const tartar = chanceOf(point.calculusProbability, point.calculusIndex);
    return {
      time: Date.parse(point.createdAt),
      gum: gum.percent,
      tartar: tartar.percent,
      isGumEstimated: gum.isEstimated,
      isTartarEstimated: tartar.isEstimated,
    };
  });
}

/** Whether any point is an estimate from an index, so the chart explains its hollow points. */
export const hasEstimate = (points: TChartPoint[]) =>
  points.some((point) => point.isGumEstimated || point.isTartarEstimated);
