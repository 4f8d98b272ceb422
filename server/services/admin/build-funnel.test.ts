import { describe, expect, it } from 'vitest';
import { buildFunnel } from './build-funnel.ts';

describe('buildFunnel', () => {
  it('gives each step its share of the step before', () => {
    const funnel = buildFunnel([
      { step: 'landing_visit', label: 'Visited', count: 200 },
      { step: 'guest_scan', label: 'Scanned', count: 50 },
      { step: 'signup', label: 'Signed up', count: 10 },
      { step: 'plus', label: 'Plus', count: 3 },
    ]);
    expect(funnel.map((step) => [step.count, step.percentOfPrevious, step.cappedBecause])).toEqual([
      [200, null, null],
      [50, 25, null],
      [10, 20, null],
      [3, 30, null],
    ]);
  });

  it('caps a step counted above the one before (the old "21 scans, 191% of 11 visits") and says why', () => {
    const funnel = buildFunnel([
      { step: 'landing_visit', label: 'Visited', count: 11 },
      { step: 'guest_scan', label: 'Scanned', count: 21, mayExceedPreviousBecause: 'another source' },
      { step: 'signup', label: 'Signed up', count: 4 },
    ]);
    expect(funnel[1]).toEqual({
      step: 'guest_scan',
      label: 'Scanned',
      count: 11,
      measured: 21,
      percentOfPrevious: 100,
      cappedBecause: 'another source',
    });
    // The next share is of the capped count, as the admin sees it.
    expect(funnel[2].percentOfPrevious).toBe(36);
    expect(funnel.every((step) => (step.percentOfPrevious ?? 0) <= 100)).toBe(true);
  });

  it('caps even a step that should be a subset by query, with a generic reason', () => {
    const [, plus] = buildFunnel([
      { step: 'new_member', label: 'Joined', count: 2 },
      { step: 'plus', label: 'Plus', count: 3 },
    ]);
    expect(plus).toMatchObject({ count: 2, measured: 3, percentOfPrevious: 100 });
    expect(plus.cappedBecause).toMatch(/above the step before/);
  });

  it('has no share after an empty step, and nothing to cap at zero', () => {
    const funnel = buildFunnel([
      { step: 'new_member', label: 'Joined', count: 0 },
      { step: 'member_scan', label: 'Scanned', count: 0 },
    ]);
    expect(funnel.map((step) => step.percentOfPrevious)).toEqual([null, null]);
    expect(funnel[1].cappedBecause).toBeNull();
  });
});
