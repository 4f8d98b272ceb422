import type { TChartPoint } from './progress-points.ts';

/**
 * One calendar day on the progress chart. Several scans on one day (retakes, two photos of one
 * mouth) would sit a few pixels apart on a months-long time axis and draw as a vertical line, so the
 * chart plots one point per day, at the day's latest reading of each sign, and lists every scan of
 * the day in its tooltip (docs/product-rules.md, "Pets and progress").
 */
export type TChartDay = {
  /** Noon of the local calendar day, so a day's point sits in the middle of its day. */
  time: number;
  scans: TChartPoint[];
  gum: number | null;
  tartar: number | null;
  isGumEstimated: boolean;
  isTartarEstimated: boolean;
};

const localNoon = (time: number) => {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12).getTime();
};

/** The last scan of the day that has a reading for the sign, or none. */
function latest(scans: TChartPoint[], sign: 'gum' | 'tartar') {
  const withReading = scans.filter((scan) => scan[sign] !== null);
  return withReading.at(-1);
}

export function toChartDays(points: TChartPoint[]): TChartDay[] {
  const byDay = new Map<number, TChartPoint[]>();
  for (const point of [...points].sort((a, b) => a.time - b.time)) {
    const day = localNoon(point.time);
    byDay.set(day, [...(byDay.get(day) ?? []), point]);
  }
  return [...byDay.entries()].map(([time, scans]) => {
    const gum = latest(scans, 'gum');
    const tartar = latest(scans, 'tartar');
    return {
      time,
      scans,
      gum: gum?.gum ?? null,
      tartar: tartar?.tartar ?? null,
      isGumEstimated: gum?.isGumEstimated ?? false,
      isTartarEstimated: tartar?.isTartarEstimated ?? false,
    };
  });
}

/** A straight-line map from a domain onto pixels. */
export const linearScale =
  ([d0, d1]: [number, number], [r0, r1]: [number, number]) =>
  (value: number) =>
    d0 === d1 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);

/** `count` evenly spaced times across the domain, ends included, rounded to local noon. */
export function timeTicks([start, end]: [number, number], count: number): number[] {
  if (count < 2 || start === end) return [localNoon((start + end) / 2)];
  const ticks = Array.from({ length: count }, (_, i) => localNoon(start + ((end - start) * i) / (count - 1)));
  return [...new Set(ticks)];
}

/** The SVG path through a series' days, skipping days without a reading (the line joins across them). */
export function seriesPath(
  days: TChartDay[],
  sign: 'gum' | 'tartar',
  x: (time: number) => number,
  y: (percent: number) => number,
): string {
  return days
    .filter((day) => day[sign] !== null)
    .map((day, i) => `${i === 0 ? 'M' : 'L'}${x(day.time).toFixed(1)},${y(day[sign] ?? 0).toFixed(1)}`)
    .join(' ');
}
