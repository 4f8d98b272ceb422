import { describe, expect, it } from 'vitest';
import { indexFromProbability } from './probability-words.ts';
import { RETAKE_NOISE, scanTrend, signMove, type TTrendScan } from './scan-trend.ts';

const scan = (overrides: Partial<TTrendScan>): TTrendScan => ({
  status: 'inflamed',
  severity: 'concerning',
  gingivalIndex: 2,
  calculusIndex: 1,
  gingivitisProbability: 0.8,
  calculusProbability: 0.6,
  ...overrides,
});

/** A scan whose indices are cut from its probabilities, as the analyser stores them. */
const graded = (status: string, severity: string, pg: number, pc: number): TTrendScan => ({
  status,
  severity,
  gingivitisProbability: pg,
  calculusProbability: pc,
  gingivalIndex: indexFromProbability(pg),
  calculusIndex: indexFromProbability(pc),
});

describe('scanTrend', () => {
  it('calls two healthy scans no clear change, however far the chance moved below the first index', () => {
    const result = scanTrend(graded('healthy', 'normal', 0.45, 0.48), graded('healthy', 'normal', 0.1, 0.05));
    expect(result.trend).toBe('no_clear_change');
  });

  it('calls an index change within the retake noise no clear change', () => {
    const result = scanTrend(
      graded('inflamed', 'concerning', 0.77, 0.2),
      graded('inflamed', 'concerning', 0.72, 0.2),
    );
    expect(result.gums.index).toBe(-1);
    expect(result.trend).toBe('no_clear_change');
  });

  it('calls the same status better when an index fell and its chance fell by more than the noise', () => {
    const result = scanTrend(
      graded('inflamed', 'concerning', 0.8, 0.2),
      graded('inflamed', 'normal', 0.6, 0.2),
    );
    expect(result).toMatchObject({ trend: 'better', decidedBy: 'verdict' });
    const level = scanTrend(graded('inflamed', 'normal', 0.7, 0.2), graded('inflamed', 'normal', 0.55, 0.2));
    expect(level).toMatchObject({ trend: 'no_clear_change' });
    const fell = scanTrend(graded('inflamed', 'normal', 0.74, 0.2), graded('inflamed', 'normal', 0.45, 0.2));
    expect(fell).toMatchObject({ trend: 'better', decidedBy: 'indices' });
  });

  it('follows a verdict that moved with its chance', () => {
    const result = scanTrend(
      graded('inflamed', 'concerning', 0.8, 0.3),
      graded('healthy', 'normal', 0.2, 0.2),
    );
    expect(result).toMatchObject({ trend: 'better', decidedBy: 'verdict' });
  });

  it('does not follow a graded verdict that flipped on a move smaller than the noise', () => {
    const result = scanTrend(graded('healthy', 'normal', 0.46, 0.2), graded('inflamed', 'normal', 0.52, 0.2));
    expect(result.trend).toBe('no_clear_change');
  });

  it('calls a new colour alarm worse, whatever the chances did', () => {
    const result = scanTrend(graded('healthy', 'normal', 0.2, 0.2), graded('pale', 'urgent', 0.2, 0.2));
    expect(result).toMatchObject({ trend: 'worse', decidedBy: 'verdict' });
  });

  it('calls opposite signs mixed, not better or worse', () => {
    const result = scanTrend(
      scan({ gingivitisProbability: 0.8, calculusProbability: 0.55, calculusIndex: 1 }),
      scan({ gingivitisProbability: 0.6, gingivalIndex: 1, calculusProbability: 0.8, calculusIndex: 2 }),
    );
    expect(result).toMatchObject({ trend: 'no_clear_change', isMixed: true });
  });

  it('cannot compare an unclear photo', () => {
    expect(scanTrend(scan({ status: 'unclear' }), scan({})).trend).toBe('unknown');
  });

  it('reads a scan without probabilities by its index’s range', () => {
    const noChance = { gingivitisProbability: null, calculusProbability: null };
    expect(
      scanTrend(scan({ ...noChance, gingivalIndex: 2 }), scan({ ...noChance, gingivalIndex: 0 })).trend,
    ).toBe('better');
    expect(
      scanTrend(scan({ ...noChance, gingivalIndex: 1 }), scan({ ...noChance, gingivalIndex: 2 })).trend,
    ).toBe('no_clear_change');
  });

  it('never says better or worse for one status and urgency when no chance moved by more than the noise', () => {
    const steps = Array.from({ length: 101 }, (_, i) => i / 100);
    for (const status of ['healthy', 'inflamed', 'tartar']) {
      for (const from of steps) {
        for (const to of steps) {
          if (Math.abs(to - from) > RETAKE_NOISE) continue;
          const result = scanTrend(graded(status, 'normal', from, 0.5), graded(status, 'normal', to, 0.5));
          expect(result.trend, `${status} ${from} -> ${to}`).toBe('no_clear_change');
        }
      }
    }
  });
});

describe('signMove', () => {
  it('counts a move only when the index moved and the chance moved the same way beyond the noise', () => {
    expect(signMove({ probability: 0.4, index: 0 }, { probability: 0.62, index: 1 })).toEqual({
      index: 1,
      beyondNoise: 1,
      counts: 1,
    });
    expect(signMove({ probability: 0.45, index: 0 }, { probability: 0.1, index: 0 })).toEqual({
      index: 0,
      beyondNoise: -1,
      counts: 0,
    });
    expect(signMove({ probability: null, index: null }, { probability: 0.9, index: 3 }).counts).toBe(0);
  });
});
