import { describe, expect, it } from 'vitest';
import { PHONE_NETWORKS } from './phone-networks.ts';
import type { PhoneScanRun } from './phone-scan-run.ts';
import { formatRun, median, summaryRows } from './phone-summary.ts';

const [FAST, SLOW] = PHONE_NETWORKS;

const run = (chooseToCropMs: number, analyseToVerdictMs: number, uploadedBytes = 0): PhoneScanRun => ({
  chooseToCropMs,
  analyseToVerdictMs,
  uploadedBytes,
  uploads: [{ path: '/api/scans', requests: 1, bytes: uploadedBytes }],
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middle values of an even one', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('refuses no values rather than printing a made-up figure', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('summaryRows', () => {
  it('prints the median of each figure, and the total as the median of each run’s own total', () => {
    // Medians per figure are 1 s and 10 s, yet no run waited 11 s: the totals are 4, 12 and 21 s.
    const runs = [run(3000, 1000), run(1000, 20_000), run(2000, 10_000)];
    const rows = summaryRows(FAST, runs);
    expect(rows.map((row) => [row.figure, row.value])).toEqual([
      ['choose → crop step', '2.0 s'],
      ['"Analyse this area" → verdict', '10.0 s'],
      ['total, time on the crop step left out', '12.0 s'],
      ['bytes uploaded', '0 KB'],
    ]);
    expect(rows.every((row) => row.area === 'Fast 4G: 9 Mbps down, 1.5 Mbps up, 60 ms')).toBe(true);
  });

  it('sets the phone-scan goals beside the figures they bound, per link', () => {
    const goals = (network: typeof FAST) =>
      summaryRows(network, [run(1000, 1000, 3_500_000)]).map((row) => row.goal);
    expect(goals(FAST)).toEqual([undefined, '<= 1.5 s', '<= 4 s', '<= 800 KB']);
    expect(goals(SLOW)).toEqual([undefined, undefined, '<= 8 s', '<= 800 KB']);
    expect(summaryRows(SLOW, [run(1000, 1000, 3_500_000)])[3].value).toBe('3,418 KB');
  });
});

describe('formatRun', () => {
  it('names the link and the run, and what each path was sent', () => {
    const line = formatRun(SLOW, 1, 3, {
      ...run(3100, 37_800, 3_600_000),
      uploads: [
        { path: '/api/scans', requests: 1, bytes: 3_450_000 },
        { path: '/api/events', requests: 2, bytes: 400 },
      ],
    });
    expect(line).toBe(
      'Slow 4G run 2/3: choose → crop step 3.1 s, Analyse → verdict 37.8 s, total 40.9 s, ' +
        'uploaded 3,516 KB (/api/scans 3,369 KB, /api/events 0 KB in 2)',
    );
  });
});
