import type { Db } from '../client.ts';
import type { PetEventRow } from '../schema.ts';

export async function insertPetEvent(db: Db, event: PetEventRow): Promise<void> {
  await db.insertInto('pet_events').values(event).execute();
}

/** The pet's events, oldest first; `sinceDay` (YYYY-MM-DD) keeps only recent ones. */
export function listPetEvents(db: Db, options: { petId: string; sinceDay?: string }): Promise<PetEventRow[]> {
  let query = db.selectFrom('pet_events').selectAll().where('pet_id', '=', options.petId);
  if (options.sinceDay) query = query.where('occurred_on', '>=', options.sinceDay);
  return query.orderBy('occurred_on', 'asc').orderBy('created_at', 'asc').execute();
}

export async function deletePetEvent(db: Db, options: { petId: string; eventId: string }): Promise<boolean> {
  const outcome = await db
    .deleteFrom('pet_events')
    .where('id', '=', options.eventId)
    .where('pet_id', '=', options.petId)
    .executeTakeFirst();
  return Number(outcome.numDeletedRows) > 0;
}
