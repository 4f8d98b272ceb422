import type { TUser } from '#common/contracts/auth.ts';
import type { TPet } from '#common/contracts/pets.ts';
import type { ReferralRequestField } from './referral-request-schema.ts';

export type ReferralPrefill = Partial<Record<ReferralRequestField, string>>;

/** The pet's age as the form's hint writes it ("7 years"); a pet under one is "under 1 year". */
export function petAgeText(ageYears: number | null): string | undefined {
  if (ageYears === null) return undefined;
  if (ageYears === 0) return 'under 1 year';
  return `${ageYears} ${ageYears === 1 ? 'year' : 'years'}`;
}

/**
 * What the referral form starts with for a signed-in owner: the account's email and the scan's pet
 * (docs/product-rules.md#vet-referral-requests). Only what is known; the owner can still edit each.
 */
export function referralPrefill(
  user: Pick<TUser, 'email'> | null,
  pet: Pick<TPet, 'name' | 'breed' | 'ageYears'> | undefined,
): ReferralPrefill {
  const prefill: ReferralPrefill = {};
  if (user?.email) prefill.email = user.email;
  if (pet) {
    prefill.petName = pet.name;
    if (pet.breed) prefill.petBreed = pet.breed;
    const age = petAgeText(pet.ageYears);
    if (age) prefill.petAge = age;
  }
  return prefill;
}
