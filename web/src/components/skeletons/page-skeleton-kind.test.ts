import { describe, expect, it } from 'vitest';
import { pageSkeletonKind } from './page-skeleton-kind.ts';

describe('pageSkeletonKind', () => {
  it('names the shape of the dashboard, the pets list, a pet and a scan', () => {
    expect(pageSkeletonKind('/home')).toBe('home');
    expect(pageSkeletonKind('/pets')).toBe('pets');
    expect(pageSkeletonKind('/pets/')).toBe('pets');
    expect(pageSkeletonKind('/pets/p1')).toBe('pet-detail');
    expect(pageSkeletonKind('/scans/s1?from=mail#advice')).toBe('scan-detail');
  });

  it("gives every other page, a pet's sub-pages included, the generic shape", () => {
    for (const path of ['/', '/account', '/pets/p1/compare', '/scans', '/admin/grading', '/homework']) {
      expect(pageSkeletonKind(path)).toBe('generic');
    }
  });
});
