import { describe, expect, it } from 'vitest';
import { chooseAskedPet } from './choose-asked-pet.ts';
import type { OwnerPet, PetContext, ScanSummary } from './pet-context.ts';

const scan = (id: string, createdAt: string): ScanSummary => ({
  id,
  createdAt,
  status: 'healthy',
  severity: 'normal',
  gingivalIndex: 1,
  calculusIndex: 1,
  gingivitisProbability: 0.6,
  calculusProbability: 0.6,
  findings: [],
});
const rex: OwnerPet = {
  id: 'rex',
  profile: { name: 'Rex', species: 'dog', breed: null, ageYears: 6 },
  scans: [scan('r1', '2026-11-20T09:00:00.000Z')],
};
const luna: OwnerPet = {
  id: 'luna',
  profile: { name: 'Luna', species: 'cat', breed: null, ageYears: 9 },
  scans: [scan('l1', '2026-11-15T09:00:00.000Z')],
};
const rexPicked: PetContext = { pet: rex.profile, species: 'dog', scans: rex.scans, pets: [rex, luna] };

describe('whom a question is about', () => {
  it('is the other pet the question names, and says which one was picked', () => {
    const asked = chooseAskedPet('My cat Luna has red gums, what could it be?', rexPicked);
    expect(asked.context.pet?.name).toBe('Luna');
    expect(asked.context.species).toBe('cat');
    expect(asked.context.scans).toEqual(luna.scans);
    expect(asked.insteadOf?.name).toBe('Rex');
    expect(asked.namedBy).toBe('name');
  });

  it('is the member’s only cat when a dog is picked and the question says “my cat”', () => {
    const asked = chooseAskedPet('my cat has bad breath', rexPicked);
    expect(asked.context.pet?.name).toBe('Luna');
    expect(asked.namedBy).toBe('species');
  });

  it('is every named pet when the question names several', () => {
    const asked = chooseAskedPet('Compare Rex and luna', rexPicked);
    expect(asked.context.pet).toBeNull();
    expect(asked.context.pets).toEqual([rex, luna]);
    expect(asked.context.scans.map((one) => one.id)).toEqual(['r1', 'l1']);
  });

  it('stays with the picked pet otherwise', () => {
    for (const question of [
      'How do I brush Rex’s teeth?',
      'How often should I brush?',
      'Do cats get tartar?',
    ]) {
      expect(chooseAskedPet(question, rexPicked)).toEqual({ context: rexPicked, insteadOf: null });
    }
  });

  it('does not take part of a word for a name', () => {
    const withMax: PetContext = {
      ...rexPicked,
      pets: [rex, { ...luna, profile: { ...luna.profile, name: 'Max' } }],
    };
    expect(chooseAskedPet('What is the maximum age for a cleaning?', withMax).insteadOf).toBeNull();
  });
});
