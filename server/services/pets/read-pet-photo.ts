import type { PhotoStorage, StoredObject } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { findOwnPet } from './find-own-pet.ts';

/** GET /media/pets/:id/photo: the owner's pet photo only; anyone else gets 404. */
export async function readPetPhoto(options: {
  db: Db;
  storage: PhotoStorage;
  user: UserRow | null;
  petId: string;
}): Promise<StoredObject> {
  if (!options.user) throw new AppError('NOT_FOUND', 'Photo not found.');
  const pet = await findOwnPet({ db: options.db, user: options.user, petId: options.petId });
  const object = pet.photo_key ? await options.storage.get(pet.photo_key) : undefined;
  if (!object) throw new AppError('NOT_FOUND', 'Photo not found.');
  return object;
}
