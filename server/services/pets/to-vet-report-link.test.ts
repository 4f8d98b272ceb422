import { describe, expect, it } from 'vitest';
import { toVetReportLink } from './to-vet-report-link.ts';

const row = {
  id: 'l1',
  pet_id: 'p1',
  user_id: 'u1',
  token_hash: 'h',
  created_at: '2026-01-01T10:00:00.000Z',
  expires_at: '2026-01-31T10:00:00.000Z',
  revoked_at: null,
  last_opened_at: null,
};

describe('toVetReportLink', () => {
  it('is active until the instant it expires, and never once revoked', () => {
    expect(toVetReportLink(row, new Date('2026-01-31T09:59:59.999Z')).isActive).toBe(true);
    expect(toVetReportLink(row, new Date('2026-01-31T10:00:00.000Z')).isActive).toBe(false);
    const revoked = { ...row, revoked_at: '2026-01-02T00:00:00.000Z' };
    expect(toVetReportLink(revoked, new Date('2026-01-03T00:00:00.000Z'))).toMatchObject({
      isActive: false,
      revokedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('never carries the token hash or the owner', () => {
    const link = toVetReportLink(row, new Date('2026-01-02T00:00:00.000Z'));
    expect(Object.keys(link).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'isActive',
      'lastOpenedAt',
      'revokedAt',
    ]);
  });
});
