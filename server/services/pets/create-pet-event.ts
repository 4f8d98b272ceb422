import type { TCreatePetEvent, TPetEvent } from '#common/contracts/pets.ts';
import type { Db } from '#server/db/client.ts';
import { insertPetEvent } from '#server/db/repositories/pet-events.ts';
import type { PetEventRow, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { findOwnPet } from './find-own-pet.ts';
import { requirePlus } from './require-plus.ts';
import { toPetEvent } from './to-pet-event.ts';

/** POST /api/pets/:id/events (Plus): the owner logs a cleaning or a vet visit, not in the future. */
export async function createPetEvent(options: {
  db: Db;
  user: UserRow;
  petId: string;
  input: TCreatePetEvent;
  now?: Date;
}): Promise<TPetEvent> {
  const { db, user, petId, input } = options;
  const now = options.now ?? new Date();
  requirePlus(user, 'Progress tracking');
  await findOwnPet({ db, user, petId });
  // A day of slack: the owner's "today" may already be tomorrow in UTC.
  const latestDay = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  if (input.occurredOn > latestDay) {
    throw new AppError('VALIDATION_FAILED', 'The date cannot be in the future.', {
      issues: [{ path: 'occurredOn', message: 'The date cannot be in the future.' }],
    });
  }
  const row: PetEventRow = {
    id: newId(),
    pet_id: petId,
    kind: input.kind,
    occurred_on: input.occurredOn,
    note: input.note ? input.note : null,
    created_at: now.toISOString(),
  };
  await insertPetEvent(db, row);
  return toPetEvent(row);
}
