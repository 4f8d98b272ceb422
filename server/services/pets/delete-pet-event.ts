import type { Db } from '#server/db/client.ts';
import { deletePetEvent as deletePetEventRow } from '#server/db/repositories/pet-events.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { findOwnPet } from './find-own-pet.ts';
import { requirePlus } from './require-plus.ts';

/** DELETE /api/pets/:id/events/:eventId (Plus): only an event of the caller's own pet. */
export async function deletePetEvent(options: {
  db: Db;
  user: UserRow;
  petId: string;
  eventId: string;
}): Promise<void> {
  const { db, user, petId, eventId } = options;
  requirePlus(user, 'Progress tracking');
  await findOwnPet({ db, user, petId });
  const isDeleted = await deletePetEventRow(db, { petId, eventId });
  if (!isDeleted) throw new AppError('NOT_FOUND', 'Event not found.');
}
