import { describe, expect, it } from 'vitest';
import { petDetails, petName } from './pet-summary.ts';

describe('pet summary', () => {
  it('joins what is known, species first', () => {
    expect(petDetails({ name: 'Rex', species: 'dog', age: '7 years', breed: 'Beagle' })).toBe(
      'Dog · Beagle · 7 years',
    );
    expect(petDetails({ name: null, species: null, age: '3 years', breed: null })).toBe('3 years');
  });

  it('says when nothing is known', () => {
    const unknown = { name: null, species: null, age: null, breed: null };
    expect(petDetails(unknown)).toBeNull();
    expect(petName(unknown)).toBe('Unnamed pet');
  });
});
