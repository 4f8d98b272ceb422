import { describe, expect, it } from 'vitest';
import { ageFromBirthDate, toReferralPet } from './find-referral-pet.ts';

const NOW = new Date('2026-11-26T06:00:00Z');
const noFacts = {
  scan_species: null,
  pet_record_name: null,
  pet_record_species: null,
  pet_record_breed: null,
  pet_birth_date: null,
};

describe('toReferralPet', () => {
  it('prefers the pet record to what was typed on the form', () => {
    const pet = toReferralPet(
      { pet_name: null, pet_age: '2', pet_breed: 'Mixed' },
      {
        ...noFacts,
        scan_species: 'cat',
        pet_record_name: 'Rex',
        pet_record_species: 'dog',
        pet_record_breed: 'Beagle',
        pet_birth_date: '2019-06-01',
      },
      NOW,
    );
    expect(pet).toEqual({ name: 'Rex', species: 'dog', age: '7 years', breed: 'Beagle' });
  });

  it("falls back to the form and the scan's species, and words a bare number of years", () => {
    const pet = toReferralPet(
      { pet_name: 'Pip', pet_age: '1', pet_breed: null },
      { ...noFacts, scan_species: 'cat' },
      NOW,
    );
    expect(pet).toEqual({ name: 'Pip', species: 'cat', age: '1 year', breed: null });
    expect(
      toReferralPet({ pet_name: null, pet_age: 'about 8 months', pet_breed: null }, noFacts, NOW).age,
    ).toBe('about 8 months');
  });

  it('ignores a species it does not know', () => {
    expect(
      toReferralPet(
        { pet_name: null, pet_age: null, pet_breed: null },
        { ...noFacts, scan_species: 'x' },
        NOW,
      ).species,
    ).toBeNull();
  });
});

describe('ageFromBirthDate', () => {
  it('counts whole years, then months', () => {
    expect(ageFromBirthDate('2019-11-27', NOW)).toBe('6 years');
    expect(ageFromBirthDate('2025-11-26', NOW)).toBe('1 year');
    expect(ageFromBirthDate('2026-03-01', NOW)).toBe('8 months');
    expect(ageFromBirthDate('2026-11-20', NOW)).toBe('under a month');
    expect(ageFromBirthDate('2027-01-01', NOW)).toBeNull();
  });
});
