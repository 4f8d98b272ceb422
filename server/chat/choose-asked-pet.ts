import type { OwnerPet, PetContext, PetProfile } from './pet-context.ts';

export interface AskedPet {
  /** The context the answer is about: the picked one, or the member's pet the question names. */
  context: PetContext;
  /** The picked pet when the question is about another one, so the answer can say so. */
  insteadOf: PetProfile | null;
  /** How the question pointed at that other pet: by its name, or as "my cat" / "my dog". */
  namedBy?: 'name' | 'species';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function namesPet(question: string, pet: OwnerPet): boolean {
  const name = pet.profile.name?.trim();
  if (!name || name.length < 2) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu').test(question);
}

const isSame = (pet: OwnerPet, profile: PetProfile | null) =>
  profile !== null && pet.profile.name === profile.name && pet.profile.species === profile.species;

/** "my cat", "my puppy": the species of a pet the owner calls theirs. */
function ownSpeciesNamed(question: string): 'dog' | 'cat' | null {
  const match = /\bmy (cat|kitten|kitty|dog|puppy|pup)\b/i.exec(question);
  if (!match) return null;
  return /^(?:cat|kitten|kitty)$/i.test(match[1]!) ? 'cat' : 'dog';
}

function about(pet: OwnerPet, context: PetContext): PetContext {
  return {
    pet: pet.profile,
    species: pet.profile.species,
    scans: pet.scans,
    asOf: context.asOf,
    pets: context.pets,
  };
}

/**
 * Whom a question is about (docs/product-rules.md#dental-chat). A question that names
 * another of the member's pets ("my cat Luna…" while Rex is picked) is about that pet; one that
 * names several is about all of them; "my cat" while a dog is picked is about the member's only
 * cat, if there is exactly one. Otherwise the picked pet (or none) stays.
 */
export function chooseAskedPet(question: string, context: PetContext): AskedPet {
  const pets = context.pets ?? [];
  const named = pets.filter((pet) => namesPet(question, pet));
  if (named.length > 1) {
    const scans = context.pets ? [...new Set(named.flatMap((pet) => pet.scans))] : [];
    scans.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      context: { pet: null, species: null, scans, asOf: context.asOf, pets: named },
      insteadOf: null,
    };
  }
  const [only] = named;
  if (only) {
    if (isSame(only, context.pet)) return { context, insteadOf: null };
    return { context: about(only, context), insteadOf: context.pet, namedBy: 'name' };
  }
  const species = ownSpeciesNamed(question);
  const picked = context.pet?.species ?? null;
  if (species && picked && species !== picked) {
    const ofSpecies = pets.filter((pet) => pet.profile.species === species);
    if (ofSpecies.length === 1)
      return { context: about(ofSpecies[0]!, context), insteadOf: context.pet, namedBy: 'species' };
  }
  return { context, insteadOf: null };
}
