import type { TPetList } from '#common/contracts/pets.ts';
import { isPlusStatus, STARTER_PET_LIMIT } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { listUserPets } from '#server/db/repositories/pets.ts';
import type { UserRow } from '#server/db/schema.ts';
import { toPet } from './to-pet.ts';

/** GET /api/pets: every pet of the member, oldest first, and how many the plan keeps. */
export async function listPets(options: { db: Db; user: UserRow }): Promise<TPetList> {
  const rows = await listUserPets(options.db, options.user.id);
  return {
    pets: rows.map(toPet),
    petLimit: isPlusStatus(options.user.subscription_status) ? null : STARTER_PET_LIMIT,
  };
}
