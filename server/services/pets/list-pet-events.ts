import type { TPetEventList } from '#common/contracts/pets.ts';
import type { Db } from '#server/db/client.ts';
import { listPetEvents as listPetEventRows } from '#server/db/repositories/pet-events.ts';
import type { UserRow } from '#server/db/schema.ts';
import { findOwnPet } from './find-own-pet.ts';
import { requirePlus } from './require-plus.ts';
import { toPetEvent } from './to-pet-event.ts';

/** GET /api/pets/:id/events (Plus): oldest first. */
export async function listPetEvents(options: {
  db: Db;
  user: UserRow;
  petId: string;
}): Promise<TPetEventList> {
  const { db, user, petId } = options;
  requirePlus(user, 'Progress tracking');
  await findOwnPet({ db, user, petId });
  const rows = await listPetEventRows(db, { petId });
  return { events: rows.map(toPetEvent) };
}
