import type { z } from 'zod';
import type { TPet, ZCreatePet } from '#common/contracts/pets.ts';
import { isPlusStatus, STARTER_PET_LIMIT } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { countUserPets, findUserPet, insertPet } from '#server/db/repositories/pets.ts';
import { attachUnassignedScans, lockScanOwner } from '#server/db/repositories/scans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { birthDateFromAge, toPet } from './to-pet.ts';

export const STARTER_PET_LIMIT_MESSAGE = `Starter keeps ${STARTER_PET_LIMIT} pet profile. Upgrade to Plus to add more pets.`;

/**
 * POST /api/pets. Starter keeps one pet, Plus many (docs/product-rules.md#pets-and-plus). The
 * count and the insert run in one transaction that first locks the member's row (PostgreSQL;
 * SQLite runs transactions one at a time), so two quick requests cannot both add a second pet.
 */
export async function createPet(options: {
  db: Db;
  user: UserRow;
  input: z.output<typeof ZCreatePet>;
  now?: Date;
}): Promise<TPet> {
  const { db, user, input } = options;
  const now = options.now ?? new Date();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    // An account deleted while this request waited: a clean 401, not a foreign-key 500.
    if (!(await lockScanOwner(trx, { kind: 'user', userId: user.id }))) throw new AppError('UNAUTHORIZED');
    if (!isPlusStatus(user.subscription_status)) {
      const count = await countUserPets(trx, user.id);
      if (count >= STARTER_PET_LIMIT) {
        throw new AppError('PLUS_REQUIRED', STARTER_PET_LIMIT_MESSAGE, {
          details: { upgradeUrl: '/pricing', petLimit: STARTER_PET_LIMIT },
        });
      }
    }
    await insertPet(trx, {
      id,
      user_id: user.id,
      name: input.name,
      species: input.species,
      breed: input.breed || null,
      birth_date:
        input.birthDate ?? (input.ageYears !== undefined ? birthDateFromAge(input.ageYears, now) : null),
      is_birth_date_estimated: input.ageYears !== undefined ? 1 : 0,
      photo_key: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    if (input.attachUnassignedScans) await attachUnassignedScans(trx, { userId: user.id, petId: id });
  });
  const created = await findUserPet(db, { petId: id, userId: user.id });
  if (!created) throw new AppError('NOT_FOUND', 'Pet not found.');
  return toPet(created);
}
