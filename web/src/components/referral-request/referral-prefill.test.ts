import { describe, expect, it } from 'vitest';
import { petAgeText, referralPrefill } from './referral-prefill.ts';

describe('referralPrefill', () => {
  it('fills the email from the account and the name, breed and age from the pet', () => {
    const prefill = referralPrefill(
      { email: 'ann@example.com' },
      { name: 'Luna', breed: 'Siamese', ageYears: 7 },
    );
    expect(prefill).toEqual({
      email: 'ann@example.com',
      petName: 'Luna',
      petBreed: 'Siamese',
      petAge: '7 years',
    });
  });

  it('leaves out what is not known', () => {
    expect(referralPrefill({ email: null }, { name: 'Rex', breed: null, ageYears: null })).toEqual({
      petName: 'Rex',
    });
    expect(referralPrefill(null, undefined)).toEqual({});
  });
});

describe('petAgeText', () => {
  it('writes whole years, one year and a pet under one', () => {
    expect(petAgeText(9)).toBe('9 years');
    expect(petAgeText(1)).toBe('1 year');
    expect(petAgeText(0)).toBe('under 1 year');
    expect(petAgeText(null)).toBeUndefined();
  });
});
