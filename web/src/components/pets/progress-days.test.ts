import { describe, expect, it } from 'vitest';
import { dayTicks, linearScale, seriesPath, timeAxisScale, toChartDays } from './progress-days.ts';
import type { TChartPoint } from './progress-points.ts';

const at = (iso: string, gum: number | null, tartar: number | null): TChartPoint => ({
  time: new Date(iso).getTime(),
  gum,
  tartar,
  isGumEstimated: false,
  isTartarEstimated: false,
});
const noon = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12).getTime();

describe('toChartDays', () => {
  it('puts several scans of one day on one point at the day’s latest reading, listing each scan', () => {
    const days = toChartDays([
      at('2026-03-04T18:00:00', 40, 10),
      at('2026-03-04T09:00:00', 70, 20),
      at('2026-03-09T09:00:00', 30, null),
    ]);
    expect(days.map((day) => day.time)).toEqual([noon(2026, 3, 4), noon(2026, 3, 9)]);
    expect(days[0]).toMatchObject({ gum: 40, tartar: 10 });
    expect(days[0].scans.map((scan) => scan.gum)).toEqual([70, 40]);
    expect(days[1]).toMatchObject({ gum: 30, tartar: null });
  });

  it('takes a sign from an earlier scan of the day when the latest did not grade it', () => {
    const [day] = toChartDays([at('2026-03-04T09:00:00', 70, 20), at('2026-03-04T18:00:00', null, 15)]);
    expect(day).toMatchObject({ gum: 70, tartar: 15 });
  });
});

describe('chart geometry', () => {
  it('maps a domain onto pixels, and a single value to the middle', () => {
    const y = linearScale([0, 100], [250, 30]);
    expect(y(0)).toBe(250);
    expect(y(100)).toBe(30);
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
  });

  it('joins a series across days without a reading instead of dropping to 0', () => {
    const days = toChartDays([
      at('2026-03-01T09:00:00', 10, 5),
      at('2026-03-02T09:00:00', null, 6),
      at('2026-03-03T09:00:00', 30, 7),
    ]);
    const path = seriesPath(
      days,
      'gum',
      (time) => (time - days[0].time) / 86_400_000,
      (percent) => percent,
    );
    expect(path).toBe('M0.0,10.0 L2.0,30.0');
  });
});

describe('the time axis', () => {
  // QA's Rex: a year and a half of scans, then a burst in the last week.
  const rex = [
    noon(2025, 10, 10),
    noon(2026, 3, 15),
    noon(2026, 7, 20),
    noon(2026, 11, 20),
    noon(2026, 11, 26),
  ];

  it('runs from the first day to the last, by time, keeping crowded days apart', () => {
    const x = timeAxisScale(rex, [0, 400], 20);
    expect(x(rex[0])).toBe(0);
    expect(x(rex[4])).toBe(400);
    // Six days apart in 412: by time alone under 6 px; the axis gives them the minimum gap.
    expect(x(rex[4]) - x(rex[3])).toBeCloseTo(20);
    // Elsewhere it keeps to time, and it only ever goes forward.
    const positions = rex.map(x);
    for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThan(positions[i - 1]);
    expect(x(rex[1])).toBeCloseTo(((rex[1] - rex[0]) / (rex[4] - rex[0])) * 400, 0);
    // A day between two knots lies between them.
    const between = x(noon(2026, 11, 23));
    expect(between).toBeGreaterThan(x(rex[3]));
    expect(between).toBeLessThan(x(rex[4]));
  });

  it('spaces days evenly when there are more than fit, and centres a single day', () => {
    const days = Array.from({ length: 11 }, (_, i) => noon(2026, 3, 1) + i * 60_000);
    const x = timeAxisScale(days, [0, 100], 20);
    expect(days.map((day) => Math.round(x(day)))).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(timeAxisScale([noon(2026, 3, 1)], [0, 100], 20)(noon(2026, 3, 1))).toBe(50);
  });

  it('labels only days with scans: the first and last always, others where they fit', () => {
    const x = timeAxisScale(rex, [0, 400], 20);
    expect(dayTicks(rex, x, 90)).toEqual([rex[0], rex[1], rex[2], rex[4]]);
    // Too narrow for two labels: the newest scan's day.
    expect(dayTicks(rex, timeAxisScale(rex, [0, 60], 10), 90)).toEqual([rex[4]]);
    expect(dayTicks([rex[0]], x, 90)).toEqual([rex[0]]);
  });
});
