import { describe, expect, it } from 'vitest';
import {
  ageAdjective,
  clinicReferralNotice,
  clinicReferralSubject,
  describePet,
} from './clinic-referral-mail.ts';

const rex = { name: 'Rex', species: 'dog' as const, age: '7 years', breed: 'Beagle' };

describe('the clinic mail on routing', () => {
  it('says urgency, pet, age and breed, and the area in the subject', () => {
    expect(clinicReferralSubject({ urgency_level: 'high', location: 'Austin, TX' }, rex)).toBe(
      'New referral: urgent, Rex, 7-year-old Beagle, Austin TX',
    );
    expect(
      clinicReferralSubject(
        { urgency_level: 'low', location: '97201' },
        { name: null, species: null, age: null, breed: null },
      ),
    ).toBe('New referral: routine, 97201');
  });

  it('words ages it can read and keeps others as typed', () => {
    expect(ageAdjective('7')).toBe('7-year-old');
    expect(ageAdjective('8 months')).toBe('8-month-old');
    expect(ageAdjective('2 yrs old')).toBe('2-year-old');
    expect(ageAdjective('senior')).toBeNull();
    expect(describePet({ ...rex, breed: null })).toBe('7-year-old dog');
    expect(describePet({ ...rex, age: 'senior' })).toBe('Beagle (senior)');
  });

  it('links to the inbox and carries neither the photo nor the owner', () => {
    const mail = clinicReferralNotice({
      entry: { id: 'ref-1', urgency_level: 'high', location: 'Austin, TX', scan_id: 'scan-1', share_scan: 1 },
      partner: { email: 'clinic@example.com', business_name: 'Rose Vets' },
      pet: rex,
      appUrl: 'https://pawsmile.example',
    });
    expect(mail.to).toBe('clinic@example.com');
    expect(mail.text).toContain('https://pawsmile.example/clinic/referrals/ref-1');
    expect(mail.text).toContain('shared their photo scan');
    expect(mail.text).not.toContain('scan-1');
    expect(mail.text).not.toContain('/media/');
  });
});
