import type { TReferralPet } from '#common/contracts/clinic-referrals.ts';
import { ZSpecies } from '#common/contracts/scans.ts';
import type { Db } from '#server/db/client.ts';
import { findReferralPetFacts, type ReferralPetFacts } from '#server/db/repositories/clinic-referrals.ts';
import type { ReferralTable } from '#server/db/schema.ts';

type EntryFields = Pick<ReferralTable, 'pet_name' | 'pet_age' | 'pet_breed'>;

/**
 * The pet a clinic is told about: the scan's pet record when the scan has one (kept up to date by
 * the owner), else what the owner typed on the referral form, with the species the scan was read for.
 */
export function toReferralPet(entry: EntryFields, facts: ReferralPetFacts, now: Date): TReferralPet {
  const hasRecord = facts.pet_record_name !== null;
  const species = ZSpecies.safeParse(hasRecord ? facts.pet_record_species : facts.scan_species).data ?? null;
  const recordAge = facts.pet_birth_date ? ageFromBirthDate(facts.pet_birth_date, now) : null;
  return {
    name: entry.pet_name ?? facts.pet_record_name,
    species,
    age: (hasRecord ? recordAge : null) ?? typedAge(entry.pet_age),
    breed: (hasRecord ? facts.pet_record_breed : null) ?? entry.pet_breed,
  };
}

/** The form's free text as typed, except that a bare number of years ("7") reads "7 years". */
function typedAge(age: string | null): string | null {
  if (!age || !/^\d{1,2}$/.test(age.trim())) return age;
  const years = Number(age.trim());
  return `${years} year${years === 1 ? '' : 's'}`;
}

/** "7 years", "1 year", "8 months", or "under a month" from a YYYY-MM-DD birth date. */
export function ageFromBirthDate(birthDate: string, now: Date): string | null {
  const born = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(born.getTime()) || born > now) return null;
  let months = (now.getUTCFullYear() - born.getUTCFullYear()) * 12 + now.getUTCMonth() - born.getUTCMonth();
  if (now.getUTCDate() < born.getUTCDate()) months -= 1;
  if (months >= 12) {
    const years = Math.floor(months / 12);
    return `${years} year${years === 1 ? '' : 's'}`;
  }
  if (months >= 1) return `${months} month${months === 1 ? '' : 's'}`;
  return 'under a month';
}

export async function findReferralPet(
  db: Db,
  entry: EntryFields & Pick<ReferralTable, 'id'>,
  now: Date = new Date(),
): Promise<TReferralPet> {
  const facts = await findReferralPetFacts(db, entry.id);
  const none: ReferralPetFacts = {
    scan_species: null,
    pet_record_name: null,
    pet_record_species: null,
    pet_record_breed: null,
    pet_birth_date: null,
  };
  return toReferralPet(entry, facts ?? none, now);
}
