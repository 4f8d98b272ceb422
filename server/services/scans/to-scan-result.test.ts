import { describe, expect, it } from 'vitest';
import { ZScanResult } from '#common/contracts/scans.ts';
import { ZSharedScan } from '#common/contracts/share.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { toScanResult, toSharedScan } from './to-scan-result.ts';

const finished: ScanRow = {
  id: '0b7b5f0e-7c64-4a7e-9d1a-3f1f4c1d2e3a',
  user_id: 'user-1',
  guest_id: 'guest-1',
  state: 'complete',
  is_guest_scan: 1,
  counts_toward_quota: 1,
  ip_hash: 'hash',
  image_key: 'scans/x/photo.jpg',
  medium_key: 'scans/x/medium.jpg',
  thumb_key: 'scans/x/thumb.webp',
  overlay_key: 'scans/x/overlay.png',
  status: 'pale',
  severity: 'urgent',
  confidence: 0.812,
  gingival_index: 2,
  calculus_index: 0,
  findings: JSON.stringify([
    { code: 'pale_gums', label: 'Pale gums', where: 'upper gum', region: null, level: 'severe' },
  ]),
  quality: JSON.stringify({ isUsable: true, problems: [], tips: [] }),
  advice: 'See a vet today.',
  products: JSON.stringify([{ name: 'Toothpaste', description: 'Daily', url: '#' }]),
  analyser: 'pawsmile-colour',
  analyser_version: '1',
  species: 'dog',
  share_id: 'AbCdEfGhIjKlMnOpQrStUvWx',
  is_shared: 1,
  created_at: '2026-11-23T10:00:00.000Z',
  pet_id: null,
  readings: null,
  request_key: null,
};

describe('toScanResult', () => {
  it("gives the owner the whole result, in the contract's shape", () => {
    const result = toScanResult(finished);
    expect(ZScanResult.strict().parse(result)).toEqual(result);
    expect(result).toMatchObject({
      id: finished.id,
      status: 'pale',
      severity: 'urgent',
      imageUrl: `/media/scans/${finished.id}/photo`,
      mediumImageUrl: `/media/scans/${finished.id}/medium`,
      isGuestScan: true,
      isShared: true,
      analyser: { name: 'pawsmile-colour', version: '1' },
    });
  });

  it('keeps the values that may be missing as null: ungraded indices, no overlay or thumbnail, no link', () => {
    const result = toScanResult({
      ...finished,
      gingival_index: null,
      calculus_index: null,
      overlay_key: null,
      thumb_key: null,
      share_id: null,
      is_shared: 0,
    });
    expect(result).toMatchObject({
      gingivalIndex: null,
      calculusIndex: null,
      overlayUrl: null,
      thumbnailUrl: null,
      shareId: null,
      isShared: false,
    });
    expect(ZScanResult.safeParse(result).success).toBe(true);
  });

  it.each([
    'status',
    'severity',
    'confidence',
    'findings',
    'quality',
    'advice',
    'products',
    'analyser',
  ] as const)('refuses a finished row without its %s instead of making one up', (column) => {
    expect(() => toScanResult({ ...finished, [column]: null })).toThrow(/no complete result/);
    expect(() => toSharedScan({ ...finished, [column]: null })).toThrow(/no complete result/);
  });
});

describe('toSharedScan', () => {
  it('shows the result through the share link and nothing about the owner', () => {
    const shared = toSharedScan(finished);
    expect(ZSharedScan.strict().parse(shared)).toEqual(shared);
    expect(shared.imageUrl).toBe(`/media/share/${finished.share_id}/photo`);
    expect(shared.mediumImageUrl).toBe(`/media/share/${finished.share_id}/medium`);
    expect(shared.overlayUrl).toBe(`/media/share/${finished.share_id}/overlay`);
    const text = JSON.stringify(shared);
    for (const secret of [finished.id, 'user-1', 'guest-1', 'hash']) expect(text).not.toContain(secret);
  });

  it('agrees with the owner view on every value they share, nulls included', () => {
    const row = { ...finished, overlay_key: null, gingival_index: null };
    const owner = toScanResult(row);
    const shared = toSharedScan(row);
    expect(shared.overlayUrl).toBeNull();
    for (const key of [
      'status',
      'severity',
      'confidence',
      'findings',
      'advice',
      'products',
      'createdAt',
    ] as const)
      expect(shared[key]).toEqual(owner[key]);
  });

  it('refuses a scan that has no share link', () => {
    expect(() => toSharedScan({ ...finished, share_id: null })).toThrow(/not shared/);
  });
});
