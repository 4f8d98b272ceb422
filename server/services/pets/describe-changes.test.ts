import { describe, expect, it } from 'vitest';
import type { TScanResult } from '#common/contracts/scans.ts';
import { describeChanges } from './describe-changes.ts';

const scan = (overrides: Partial<TScanResult>): TScanResult => ({
  id: 'x',
  species: null,
  status: 'inflamed',
  severity: 'concerning',
  confidence: 0.8,
  gingivalIndex: 2,
  calculusIndex: 2,
  gingivitisProbability: 0.8,
  calculusProbability: 0.8,
  findings: [],
  quality: { isUsable: true, problems: [], tips: [] },
  advice: '',
  products: [],
  analyser: { name: 'a', version: '1' },
  imageUrl: '',
  mediumImageUrl: null,
  overlayUrl: null,
  thumbnailUrl: null,
  isGuestScan: false,
  shareId: null,
  isShared: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  petId: 'p',
  ...overrides,
});

describe('describeChanges', () => {
  it('says in words and numbers which way each probability moved, and calls the trend better', () => {
    const result = describeChanges(
      scan({ gingivitisProbability: 0.72, calculusProbability: 0.81 }),
      scan({
        status: 'healthy',
        severity: 'normal',
        gingivalIndex: 0,
        calculusIndex: 1,
        gingivitisProbability: 0.38,
        calculusProbability: 0.55,
      }),
    );
    expect(result.trend).toBe('better');
    expect(result.changes[0]).toBe('The result changed from inflamed gums to healthy gums.');
    expect(result.changes).toContain(
      'Gum inflammation is less likely than before: likely (72%) before, possible (38%) now.',
    );
    expect(result.changes).toContain(
      'Tartar is less likely than before: likely (81%) before, possible (55%) now.',
    );
    expect(result.changes).toContain(
      'Less tartar usually follows a professional cleaning; daily brushing helps keep it away.',
    );
  });

  it('says more likely, and worse, when an index rose with its probability at the same urgency', () => {
    const result = describeChanges(
      scan({ gingivitisProbability: 0.35, gingivalIndex: 0, calculusProbability: 0.1, calculusIndex: 0 }),
      scan({ gingivitisProbability: 0.66, gingivalIndex: 1, calculusProbability: 0.1, calculusIndex: 0 }),
    );
    expect(result.trend).toBe('worse');
    expect(result.changes).toContain(
      'Gum inflammation is more likely than before: possible (35%) before, likely (66%) now.',
    );
    expect(result.changes).toContain(
      'Tartar is about as likely as before: unlikely (10%) before, unlikely (10%) now.',
    );
  });

  it('calls a small move about as likely, and no clear change', () => {
    const result = describeChanges(
      scan({ gingivitisProbability: 0.4 }),
      scan({ gingivitisProbability: 0.43 }),
    );
    expect(result.trend).toBe('no_clear_change');
    expect(result.changes).toContain(
      'Gum inflammation is about as likely as before: possible (40%) before, possible (43%) now.',
    );
  });

  it('falls back to the indices when a scan was graded before the probabilities existed', () => {
    const result = describeChanges(
      scan({ gingivitisProbability: null, calculusProbability: null }),
      scan({
        status: 'healthy',
        severity: 'normal',
        gingivalIndex: 0,
        calculusIndex: 1,
        gingivitisProbability: 0.2,
        calculusProbability: 0.55,
      }),
    );
    expect(result.trend).toBe('better');
    expect(result.changes).toContain('The gum inflammation (gingival index) improved from 2 to 0 of 3.');
    // Index 2 is at least 0.75: 0.55 is more than a retake's noise below it.
    expect(result.changes).toContain('The tartar (calculus index) improved from 2 to 1 of 3.');
  });

  it('counts no step between two indices that a retake could make, when neither scan has probabilities', () => {
    const legacy = { gingivitisProbability: null, calculusProbability: null };
    const result = describeChanges(scan({ ...legacy }), scan({ ...legacy, calculusIndex: 1 }));
    expect(result.trend).toBe('no_clear_change');
    // 2 to 1 may be 0.76 to 0.74 (common/scan-trend.ts).
    expect(result.changes).toContain(
      'The tartar (calculus index) went from 2 to 1 of 3, by less than two photos of the same mouth can differ.',
    );
  });

  it('says when gum inflammation could not be graded (pigmented gums) on one photo', () => {
    const result = describeChanges(scan({}), scan({ gingivalIndex: null, gingivitisProbability: null }));
    expect(result.changes).toContain('Gum inflammation could not be graded on both photos.');
  });

  it('calls a worse urgency worse and says to see a vet', () => {
    const result = describeChanges(scan({}), scan({ status: 'pale', severity: 'urgent' }));
    expect(result.trend).toBe('worse');
    expect(result.changes.at(-1)).toMatch(/see a vet now/);
  });

  it('says no clear change when nothing changed', () => {
    const result = describeChanges(scan({}), scan({}));
    expect(result.trend).toBe('no_clear_change');
    expect(result.changes[0]).toBe('Both scans show inflamed gums.');
  });

  it('never calls two healthy scans better, however the probabilities below the first index moved', () => {
    const healthy = { status: 'healthy', severity: 'normal', gingivalIndex: 0, calculusIndex: 0 } as const;
    const result = describeChanges(
      scan({ ...healthy, gingivitisProbability: 0.35, calculusProbability: 0.48 }),
      scan({ ...healthy, gingivitisProbability: 0.3, calculusProbability: 0.2 }),
    );
    expect(result.trend).toBe('no_clear_change');
    expect(result.changes).toContain(
      'Tartar is less likely than before: possible (48%) before, unlikely (20%) now, though its index stayed at 0 of 3.',
    );
  });

  it('does not count a changed result whose readings moved less than a retake varies', () => {
    const result = describeChanges(
      scan({
        status: 'inflamed',
        severity: 'normal',
        gingivalIndex: 1,
        gingivitisProbability: 0.52,
        calculusIndex: 0,
        calculusProbability: 0.2,
      }),
      scan({
        status: 'healthy',
        severity: 'normal',
        gingivalIndex: 0,
        gingivitisProbability: 0.46,
        calculusIndex: 0,
        calculusProbability: 0.2,
      }),
    );
    expect(result.trend).toBe('no_clear_change');
    expect(result.changes).toContain(
      'Gum inflammation is about as likely as before: possible (52%) before, possible (46%) now; its index went from 1 to 0 of 3, by less than two photos of the same mouth can differ.',
    );
    expect(result.changes).toContain(
      'The result changed, but the analyser’s readings moved by less than two photos of the same mouth can differ, so this is not counted as better or worse.',
    );
  });

  it('refuses to compare an unclear photo', () => {
    const result = describeChanges(scan({ status: 'unclear', gingivalIndex: null }), scan({}));
    expect(result.trend).toBe('unknown');
  });
});
