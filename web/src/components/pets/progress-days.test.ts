import { describe, expect, it } from 'vitest';
import { linearScale, seriesPath, timeTicks, toChartDays } from './progress-days.ts';
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

  it('spreads time ticks over the domain on whole days, without repeats', () => {
    const ticks = timeTicks([noon(2026, 3, 1), noon(2026, 3, 11)], 3);
    expect(ticks).toEqual([noon(2026, 3, 1), noon(2026, 3, 6), noon(2026, 3, 11)]);
    expect(timeTicks([noon(2026, 3, 1), noon(2026, 3, 1) + 3_600_000], 4)).toEqual([noon(2026, 3, 1)]);
  });
});
