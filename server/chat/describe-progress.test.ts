import { describe, expect, it } from 'vitest';
import { describeEveryPet, describeProgress } from './describe-progress.ts';
import { describeGap, formatScanDate } from './describe-scan-dates.ts';
import type { PetContext, ScanSummary } from './pet-context.ts';

/** A chance inside each index's range, as the analyser cuts the index from it. */
const CHANCE_AT_INDEX = [0.2, 0.6, 0.8, 0.95];
const chanceAt = (index: number | null) => (index === null ? null : CHANCE_AT_INDEX[index]);
const scan = (
  createdAt: string,
  gingivalIndex: number | null,
  calculusIndex: number | null,
  chances: Partial<Pick<ScanSummary, 'gingivitisProbability' | 'calculusProbability'>> = {},
): ScanSummary => ({
  id: createdAt,
  createdAt,
  status: 'healthy',
  severity: 'normal',
  gingivalIndex,
  calculusIndex,
  gingivitisProbability: chanceAt(gingivalIndex),
  calculusProbability: chanceAt(calculusIndex),
  ...chances,
  findings: [],
});
const rex = (scans: ScanSummary[]): PetContext => ({
  pet: { name: 'Rex', species: 'dog', breed: null, ageYears: 6 },
  species: 'dog',
  scans,
  asOf: '2026-11-26T12:00:00.000Z',
});

describe('dates in words', () => {
  it('names the day and month, and the year only when it is not this year', () => {
    expect(formatScanDate('2026-11-03T09:00:00.000Z', '2026-11-26T12:00:00.000Z')).toBe('3 November');
    expect(formatScanDate('2025-12-14T09:00:00.000Z', '2026-11-26T12:00:00.000Z')).toBe('14 December 2025');
    expect(formatScanDate('2026-01-31T23:59:00.000Z')).toBe('31 January 2026');
  });

  it('says how long before in words, never "0 days"', () => {
    expect(describeGap('2026-11-20T08:05:00.000Z', '2026-11-20T10:15:00.000Z')).toBe('earlier the same day');
    expect(describeGap('2026-11-19T23:00:00.000Z', '2026-11-20T01:00:00.000Z')).toBe('the day before');
    expect(describeGap('2026-11-08T10:30:00.000Z', '2026-11-20T09:00:00.000Z')).toBe('12 days earlier');
  });
});

describe('describeProgress', () => {
  it('calls tartar going from 1 to 3 worse, and the verdict agrees with it', () => {
    const text = describeProgress(
      rex([scan('2026-11-20T09:00:00.000Z', 1, 3), scan('2026-11-08T10:30:00.000Z', 1, 1)]),
    );
    expect(text).toContain(
      'Rex’s latest scan, on 20 November, read gum inflammation 1 of 3 (mild; likely, 60%) and tartar 3 of 3 (severe; likely, 95%).',
    );
    expect(text).toContain('Compared with the scan before it, on 8 November (12 days earlier):');
    expect(text).toContain('- Tartar (calculus index): went up from 1 to 3, which is worse.');
    expect(text).toContain('- Gum inflammation (gingival index): stayed at 1.');
    expect(text).toContain(
      'So Rex’s teeth and gums look worse than on 8 November: more tartar has built up.',
    );
    expect(text).toMatch(/professional cleaning/);
    expect(text).not.toMatch(/no clear change|better/);
  });

  it('says "earlier the same day" for two scans on one day', () => {
    const text = describeProgress(
      rex([scan('2026-11-20T10:15:00.000Z', 1, 1), scan('2026-11-20T08:05:00.000Z', 2, 1)]),
    );
    expect(text).toContain('on 20 November (earlier the same day)');
    expect(text).toContain('went down from 2 to 1, which is better');
    expect(text).toContain('look better than on 20 November: the gums look calmer');
    expect(text).not.toMatch(/\b0 days\b/);
  });

  it('calls a mixed change mixed, and no change no clear change', () => {
    const mixed = describeProgress(
      rex([scan('2026-11-19T09:00:00.000Z', 1, 2), scan('2026-11-05T09:00:00.000Z', 2, 1)]),
    );
    expect(mixed).toContain('the picture is mixed: the gums look calmer, but more tartar has built up');
    const same = describeProgress(
      rex([scan('2026-11-18T09:00:00.000Z', 1, 1), scan('2026-11-04T09:00:00.000Z', 1, 1)]),
    );
    expect(same).toContain('no clear change');
    expect(same).not.toMatch(/went (?:up|down)/);
  });

  it('calls an index step smaller than a retake varies no change, and says why', () => {
    const text = describeProgress(
      rex([
        scan('2026-11-18T09:00:00.000Z', 2, 1, { gingivitisProbability: 0.77 }),
        scan('2026-11-04T09:00:00.000Z', 1, 1, { gingivitisProbability: 0.72 }),
      ]),
    );
    expect(text).toContain(
      '- Gum inflammation (gingival index): went up from 1 to 2, by less than two photos of the same mouth can differ.',
    );
    expect(text).toContain('no clear change');
    expect(text).not.toMatch(/worse|better than/);
  });

  it('never calls a possible finding at index 0 "none"', () => {
    const text = describeProgress(
      rex([scan('2026-11-18T09:00:00.000Z', 0, 0, { calculusProbability: 0.48 })]),
    );
    expect(text).toContain('tartar 0 of 3 (not confirmed; possible, 48%)');
  });

  it('says when an index could not be read instead of guessing a direction', () => {
    const text = describeProgress(
      rex([scan('2026-11-18T09:00:00.000Z', null, 2), scan('2026-11-04T09:00:00.000Z', 1, 1)]),
    );
    expect(text).toContain('gum inflammation not readable');
    expect(text).toContain('- Gum inflammation (gingival index): could not be read on both photos.');
    expect(text).toContain('more tartar has built up');
  });

  it('compares with the first scan too when there are more than two', () => {
    const text = describeProgress(
      rex([
        scan('2026-11-20T09:00:00.000Z', 1, 3),
        scan('2026-11-08T10:30:00.000Z', 1, 1),
        scan('2026-10-01T08:00:00.000Z', 2, 1),
      ]),
    );
    expect(text).toContain(
      'Since Rex’s first scan here, on 1 October: gum inflammation went down from 2 to 1, which is better; tartar went up from 1 to 3, which is worse.',
    );
  });
});

describe('a period the question names', () => {
  const history = [
    scan('2026-11-26T08:00:00.000Z', 0, 1),
    scan('2026-07-20T09:00:00.000Z', 1, 2),
    scan('2025-10-10T09:00:00.000Z', 3, 3),
  ];

  it('compares the latest scan with that period’s scan', () => {
    const text = describeProgress(rex(history), {
      label: 'October 2025',
      from: '2025-10-01T00:00:00.000Z',
      to: '2025-11-01T00:00:00.000Z',
    });
    expect(text).toContain(
      'In October 2025 Rex had one scan:\n- on 10 October 2025, gum inflammation 3 of 3',
    );
    expect(text).toContain('Compared with then (the scan on 10 October 2025, 412 days earlier):');
    expect(text).toContain('Gum inflammation (gingival index): went down from 3 to 0, which is better.');
    expect(text).not.toContain('Compared with the scan before it');
  });

  it('says when there was no scan then, and compares the scans there are', () => {
    const text = describeProgress(rex(history), {
      label: 'May',
      from: '2026-05-01T00:00:00.000Z',
      to: '2026-06-01T00:00:00.000Z',
    });
    expect(text).toContain('There are no scans of Rex from May');
    expect(text).toContain('Compared with the scan before it, on 20 July');
    expect(text).toContain('Since Rex’s first scan here, on 10 October 2025');
  });
});

describe('all my pets', () => {
  it('gives each pet’s progress under its name, and the scans of no pet last', () => {
    const text = describeEveryPet({
      pet: null,
      species: null,
      scans: [scan('2026-11-26T08:00:00.000Z', 0, 1), scan('2026-11-01T08:00:00.000Z', 2, 2)],
      asOf: '2026-11-26T12:00:00.000Z',
      pets: [
        { id: 'rex', profile: rex([]).pet!, scans: [scan('2026-11-26T08:00:00.000Z', 0, 1)] },
        { id: 'luna', profile: { name: 'Luna', species: 'cat', breed: null, ageYears: 9 }, scans: [] },
      ],
    });
    expect(text).toMatch(/^You have 2 pets/);
    expect(text).toContain('Rex (dog):\nRex’s latest scan, on 26 November');
    expect(text).toContain('Luna (cat): no scan results yet.');
    expect(text).toContain('Scans not linked to a pet:\nYour latest scan, on 1 November');
  });
});
