import type { TReferralPet } from '#common/contracts/clinic-referrals.ts';

/** "Dog · Beagle · 7 years": what is known of the pet besides its name, or null when nothing is. */
export function petDetails(pet: TReferralPet): string | null {
  const species = pet.species ? pet.species.charAt(0).toUpperCase() + pet.species.slice(1) : null;
  const parts = [species, pet.breed, pet.age].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

export const petName = (pet: TReferralPet) => pet.name ?? 'Unnamed pet';
