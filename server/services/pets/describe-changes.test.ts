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
  it('says what improved and calls the trend better', () => {
    const result = describeChanges(
      scan({}),
      scan({ status: 'healthy', severity: 'normal', gingivalIndex: 0, calculusIndex: 1 }),
    );
    expect(result.trend).toBe('better');
    expect(result.changes).toContain('The gum inflammation (gingival index) improved from 2 to 0 of 3.');
    expect(result.changes).toContain('The tartar (calculus index) improved from 2 to 1 of 3.');
    expect(result.changes[0]).toBe('The result changed from inflamed gums to healthy gums.');
  });

  it('calls a worse urgency worse and says to see a vet', () => {
    const result = describeChanges(scan({}), scan({ status: 'pale', severity: 'urgent' }));
    expect(result.trend).toBe('worse');
    expect(result.changes.at(-1)).toMatch(/see a vet now/);
  });

  it('says the same when nothing changed', () => {
    const result = describeChanges(scan({}), scan({}));
    expect(result.trend).toBe('same');
    expect(result.changes[0]).toBe('Both scans show inflamed gums.');
  });

  it('refuses to compare an unclear photo', () => {
    const result = describeChanges(scan({ status: 'unclear', gingivalIndex: null }), scan({}));
    expect(result.trend).toBe('unknown');
  });
});
