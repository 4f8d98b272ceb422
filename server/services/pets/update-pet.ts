import type { TPet, TUpdatePet } from '#common/contracts/pets.ts';
import type { Db } from '#server/db/client.ts';
import { updatePet as updatePetRow } from '#server/db/repositories/pets.ts';
import type { PetsTable, UserRow } from '#server/db/schema.ts';
import { findOwnPet } from './find-own-pet.ts';
import { birthDateFromAge, toPet } from './to-pet.ts';

/** PATCH /api/pets/:id: the owner's own pet only (404 otherwise); unsent fields stay. */
export async function updatePet(options: {
  db: Db;
  user: UserRow;
  petId: string;
  input: TUpdatePet;
  now?: Date;
}): Promise<TPet> {
  const { db, user, petId, input } = options;
  const now = options.now ?? new Date();
  await findOwnPet({ db, user, petId });
  const changes: Partial<PetsTable> = { updated_at: now.toISOString() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.species !== undefined) changes.species = input.species;
  if (input.breed !== undefined) changes.breed = input.breed || null;
  if (input.birthDate !== undefined) {
    changes.birth_date = input.birthDate;
    changes.is_birth_date_estimated = 0;
  }
  if (input.ageYears !== undefined) {
    changes.birth_date = birthDateFromAge(input.ageYears, now);
    changes.is_birth_date_estimated = 1;
  }
  await updatePetRow(db, { petId, userId: user.id, changes });
  return toPet(await findOwnPet({ db, user, petId }));
}
