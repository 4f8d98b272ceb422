import type { TPet } from '#common/contracts/pets.ts';
import type { PetWithStats } from '#server/db/repositories/pets.ts';

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC); null when unknown or in the future. */
export function ageInYears(birthDate: string | null, now: Date = new Date()): number | null {
  if (!birthDate) return null;
  const [year, month, day] = birthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const hasHadBirthday =
    now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  if (!hasHadBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/** A pet's birth date estimated from an age in whole years: the same day `years` years ago. */
export function birthDateFromAge(years: number, now: Date = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** Pet photos are served by the owner-checked route in routes/pets.ts; the key's version busts caches. */
export function toPet(row: PetWithStats): TPet {
  return {
    id: row.id,
    name: row.name,
    species: row.species,
    breed: row.breed,
    birthDate: row.birth_date,
    isBirthDateEstimated: row.is_birth_date_estimated === 1,
    ageYears: ageInYears(row.birth_date),
    photoUrl: row.photo_key
      ? `/media/pets/${row.id}/photo?v=${encodeURIComponent(row.photo_key.split('/').at(-1) ?? '')}`
      : null,
    scanCount: row.scan_count,
    lastScanAt: row.last_scan_at,
    createdAt: row.created_at,
  };
}
