import { describe, expect, it } from 'vitest';
import type { StoredReferral } from '#server/db/repositories/referrals.ts';
import { mailboxOf, referralConfirmation, urgentReferralNotice } from './request-mail.ts';

const entry: StoredReferral = {
  id: 'entry-1',
  scan_id: 'scan-1',
  user_id: null,
  email: 'Ann+Pets@Example.com',
  pet_name: 'Rex',
  pet_age: null,
  pet_breed: null,
  location: 'Salem, OR',
  urgency_level: 'high',
  status: 'pending',
  concern: null,
  notes: null,
  created_at: '2026-11-23T10:00:00.000Z',
  partner_id: null,
  routed_at: null,
  commission_rate: null,
  completed_at: null,
  share_scan: 0,
};

describe('waitlist mail dedupe keys', () => {
  it('counts an address with or without a +tag, in any case, as one mailbox', () => {
    expect(mailboxOf('Ann+Pets@Example.com')).toBe('ann@example.com');
    expect(mailboxOf(' ann@example.com ')).toBe('ann@example.com');
    expect(mailboxOf('a+b+c@x.co')).toBe('a@x.co');
    expect(mailboxOf('plain@x.co')).toBe('plain@x.co');
  });

  it('keys the confirmation by mailbox and UTC day, and the admin notice by scan and admin', () => {
    const late = new Date('2026-11-23T23:59:59Z');
    expect(referralConfirmation(entry, late).dedupeKey).toBe(
      'waitlist-confirmation:ann@example.com:2026-11-23',
    );
    expect(referralConfirmation(entry, new Date('2026-11-24T00:00:00Z')).dedupeKey).toBe(
      'waitlist-confirmation:ann@example.com:2026-11-24',
    );
    expect(urgentReferralNotice(entry, 'Boss@Clinic.example').dedupeKey).toBe(
      'waitlist-admin-notice:scan-1:boss@clinic.example',
    );
  });
});

describe('the admins’ urgent notice', () => {
  it('links to the admin dashboard where the request waits', () => {
    const notice = urgentReferralNotice(entry, 'boss@clinic.example', 'https://pawsmile.example');
    expect(notice.text).toContain(
      'Contact details are in the admin dashboard: https://pawsmile.example/admin',
    );
  });
});
