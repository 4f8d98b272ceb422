import { describe, expect, it } from 'vitest';
import type { TProgressPoint } from '#common/contracts/pets.ts';
import { chanceOf, hasEstimate, toChartPoints } from './progress-points.ts';

const point = (overrides: Partial<TProgressPoint>): TProgressPoint => ({
  scanId: 's',
  createdAt: '2026-01-01T10:00:00.000Z',
  status: 'inflamed',
  gingivalIndex: 1,
  calculusIndex: 0,
  gingivitisProbability: 0.52,
  calculusProbability: 0.12,
  ...overrides,
});

describe('chanceOf', () => {
  it('plots the probability in percent when the scan has one', () => {
    expect(chanceOf(0.52, 1)).toEqual({ percent: 52, isEstimated: false });
  });

  it('falls back to index / 3 for older scans, marked as an estimate', () => {
    expect(chanceOf(null, 0)).toEqual({ percent: 0, isEstimated: true });
    expect(chanceOf(null, 2)).toEqual({ percent: 67, isEstimated: true });
    expect(chanceOf(null, 3)).toEqual({ percent: 100, isEstimated: true });
  });

  it('leaves a gap when neither was graded', () => {
    expect(chanceOf(null, null)).toEqual({ percent: null, isEstimated: false });
  });
});

describe('toChartPoints', () => {
  it('turns each scan into percentages on its time', () => {
    const points = toChartPoints([
      point({ gingivitisProbability: null, calculusProbability: null, gingivalIndex: 2, calculusIndex: 1 }),
      point({ createdAt: '2026-02-01T10:00:00.000Z' }),
    ]);
    expect(points).toEqual([
      {
        time: Date.parse('2026-01-01T10:00:00.000Z'),
        gum: 67,
        tartar: 33,
        isGumEstimated: true,
        isTartarEstimated: true,
      },
      {
        time: Date.parse('2026-02-01T10:00:00.000Z'),
        gum: 52,
        tartar: 12,
        isGumEstimated: false,
        isTartarEstimated: false,
      },
    ]);
    expect(hasEstimate(points)).toBe(true);
    expect(hasEstimate(points.slice(1))).toBe(false);
  });

  it('keeps a pigmented gum line (no gum probability, no index) a gap, not an estimate', () => {
    const [only] = toChartPoints([point({ gingivitisProbability: null, gingivalIndex: null })]);
    expect(only).toMatchObject({ gum: null, isGumEstimated: false, tartar: 12 });
  });
});
