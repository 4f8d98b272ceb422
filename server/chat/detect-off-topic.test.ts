import { describe, expect, it } from 'vitest';
import { isOffTopic } from './detect-off-topic.ts';
import type { PetContext } from './pet-context.ts';

const noPet: PetContext = { pet: null, species: null, scans: [] };
const rex: PetContext = {
  pet: { name: 'Rex', species: 'dog', breed: null, ageYears: 6 },
  species: 'dog',
  scans: [],
};

describe('isOffTopic', () => {
  it('holds for questions about something else entirely, of several shapes', () => {
    for (const question of [
      'Best pizza place in New York?',
      'How do I change a flat tyre on my car?',
      'How much does a flight to Paris cost?',
      'How do I clean my kitchen oven?',
      'What is 15% of 80?',
    ])
      expect(isOffTopic(question, noPet), question).toBe(true);
  });

  it('does not hold for a question naming the mouth, a pet or the pet, or using only the guides’ words', () => {
    for (const question of [
      'How much does a dental cleaning cost?',
      'Is anesthsia safe for old dogs',
      'Is Rex getting better?',
      'Is it getting better?',
      'Why did the clinic give me an estimate with such a big range?',
      'Hi!',
    ])
      expect(isOffTopic(question, rex), question).toBe(false);
  });
});
