import type { Db } from '#server/db/client.ts';
import { findUserPet, type PetWithStats } from '#server/db/repositories/pets.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/**
 * The one pet access check: the caller's own pet, or the same 404 as for a pet that does not
 * exist, so another member's pet ids cannot be probed (docs/product-rules.md#privacy).
 */
export async function findOwnPet(options: { db: Db; user: UserRow; petId: string }): Promise<PetWithStats> {
  const pet = await findUserPet(options.db, { petId: options.petId, userId: options.user.id });
  if (!pet) throw new AppError('NOT_FOUND', 'Pet not found.');
  return pet;
}
