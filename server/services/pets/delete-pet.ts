import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { deleteUserPet } from '#server/db/repositories/pets.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/**
 * DELETE /api/pets/:id. The pet's scans are kept, unassigned (docs/product-rules.md#pets-and-plus):
 * a scan is a health record and deleting it is its own, explicit action. The pet's events go.
 */
export async function deletePet(options: {
  db: Db;
  storage: PhotoStorage;
  user: UserRow;
  petId: string;
}): Promise<void> {
  const { db, user, petId } = options;
  const deleted = await db.transaction().execute((trx) => deleteUserPet(trx, { petId, userId: user.id }));
  if (!deleted) throw new AppError('NOT_FOUND', 'Pet not found.');
  if (deleted.photo_key) await options.storage.delete(deleted.photo_key);
}
