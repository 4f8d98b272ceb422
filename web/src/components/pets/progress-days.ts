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

/**
 * The chart's time axis (docs/product-rules.md#pets-and-plus): from the first day drawn to the last, no
 * padding days, and by time, except that consecutive days stay at least `minGap` px apart, so a burst of
 * recent scans (three on one week, two today) does not pile into one spot. Where it has to, the axis gives
 * the crowded days their room and squeezes the long empty stretches instead; with more days than room, even
 * spacing. Between the days it is straight lines, so an event drawn between two scans stays between them.
 */
export function timeAxisScale(
  times: number[],
  [r0, r1]: [number, number],
  minGap: number,
): (time: number) => number {
  const knots = [...new Set(times)].sort((a, b) => a - b);
  if (knots.length < 2) return () => (r0 + r1) / 2;
  const first = knots[0];
  const span = (knots.at(-1) ?? first) - first;
  const room = r1 - r0;
  const gap = Math.min(minGap, room / (knots.length - 1));
  const positions = knots.map((time) => r0 + ((time - first) / span) * room);
  // Forward: each day at least `gap` after the one before; backward: never past the end.
  for (let i = 1; i < positions.length; i++) positions[i] = Math.max(positions[i], positions[i - 1] + gap);
  positions[positions.length - 1] = r1;
  for (let i = positions.length - 2; i >= 0; i--)
    positions[i] = Math.min(positions[i], positions[i + 1] - gap);
  return (time: number) => {
    if (time <= first) return positions[0];
    const after = knots.findIndex((knot) => knot >= time);
    if (after === -1) return r1;
    const [t0, t1, p0, p1] = [knots[after - 1], knots[after], positions[after - 1], positions[after]];
    return p0 + ((time - t0) / (t1 - t0)) * (p1 - p0);
  };
}

/**
 * The days that get a date under the axis: only days with scans, the first and the last always, and
 * between them as many as fit `labelWidth` px apart, so no label stands where nothing happened.
 */
export function dayTicks(dayTimes: number[], x: (time: number) => number, labelWidth: number): number[] {
  if (dayTimes.length <= 1) return dayTimes;
  const last = dayTimes.at(-1) ?? dayTimes[0];
  const ticks = [dayTimes[0]];
  for (const time of dayTimes.slice(1, -1)) {
    const isClearOfBoth = x(time) - x(ticks.at(-1) ?? time) >= labelWidth && x(last) - x(time) >= labelWidth;
    if (isClearOfBoth) ticks.push(time);
  }
  // Two days closer than a label: the last (the newest scan) is the one worth reading.
  if (x(last) - x(dayTimes[0]) < labelWidth) return [last];
  return [...ticks, last];
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
