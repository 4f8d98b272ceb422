import { describe, expect, it } from 'vitest';
import type { PartnerRow } from '#server/db/repositories/vet-partners.ts';
import { applicationNotice } from './partner-mail.ts';

const partner = {
  id: 'partner-1',
  business_name: 'Harbor Vets',
  city: 'Salem',
  state: 'OR',
  zip_code: '97301',
} as PartnerRow;

describe('the admins’ application notice', () => {
  it('links to the vet dashboard, where the application waits for review', () => {
    const notice = applicationNotice(partner, 'boss@pawsmile.example', 'https://pawsmile.example');
    expect(notice.text).toContain('Review it on the vet dashboard: https://pawsmile.example/vet-dashboard');
  });
});
