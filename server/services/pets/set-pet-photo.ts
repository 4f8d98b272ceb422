import type { TPet } from '#common/contracts/pets.ts';
import { normaliseThumbnail } from '#server/adapters/image/normalise-photo.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { updatePet } from '#server/db/repositories/pets.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { checkPhotoFile } from '#server/services/scans/check-photo-file.ts';
import { toAppError } from '#server/services/scans/to-app-error.ts';
import { findOwnPet } from './find-own-pet.ts';
import { toPet } from './to-pet.ts';

/**
 * POST /api/pets/:id/photo. Same rules as a scan photo: the type is sniffed from the bytes,
 * the image is decoded, turned upright and stored without metadata (EXIF/GPS stripped), under
 * a key the server builds. The thumbnail size is plenty for a profile picture.
 */
export async function setPetPhoto(options: {
  db: Db;
  storage: PhotoStorage;
  user: UserRow;
  petId: string;
  bytes: Buffer;
}): Promise<TPet> {
  const { db, storage, user, petId, bytes } = options;
  const pet = await findOwnPet({ db, user, petId });
  await checkPhotoFile(bytes);
  const thumbnail = await normaliseThumbnail(bytes).catch((error) => {
    throw toAppError(error);
  });
  const key = `pets/${pet.id}/${newId()}.webp`;
  await storage.put(key, thumbnail, 'image/webp');
  const isUpdated = await updatePet(db, {
    petId,
    userId: user.id,
    changes: { photo_key: key, updated_at: new Date().toISOString() },
  });
  if (!isUpdated) {
    await storage.delete(key);
    throw new AppError('NOT_FOUND', 'Pet not found.');
  }
  if (pet.photo_key) await storage.delete(pet.photo_key);
  return toPet(await findOwnPet({ db, user, petId }));
}
