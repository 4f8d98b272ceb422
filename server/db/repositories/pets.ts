import type { Db } from '../client.ts';
import type { PetRow, PetsTable } from '../schema.ts';

/** Pets with the count and time of their visible scans, for lists and profiles. */
export type PetWithStats = PetRow & { scan_count: number; last_scan_at: string | null };

function petsWithStats(db: Db) {
  return db
    .selectFrom('pets')
    .selectAll('pets')
    .select((eb) => [
      eb
        .selectFrom('scans')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('scans.pet_id', '=', 'pets.id')
        .where('scans.state', '=', 'complete')
        .where('scans.status', 'is not', null)
        .as('scan_count'),
      eb
        .selectFrom('scans')
        .select((sub) => sub.fn.max('scans.created_at').as('m'))
        .whereRef('scans.pet_id', '=', 'pets.id')
        .where('scans.state', '=', 'complete')
        .where('scans.status', 'is not', null)
        .as('last_scan_at'),
    ]);
}

const normalise = (row: Omit<PetWithStats, 'scan_count'> & { scan_count: unknown }): PetWithStats => ({
  ...row,
  scan_count: Number(row.scan_count ?? 0),
  last_scan_at: row.last_scan_at ?? null,
});

export async function listUserPets(db: Db, userId: string): Promise<PetWithStats[]> {
  const rows = await petsWithStats(db)
    .where('pets.user_id', '=', userId)
    .orderBy('pets.created_at', 'asc')
    .orderBy('pets.id', 'asc')
    .execute();
  return rows.map(normalise);
}

/** The pet only if `userId` owns it: every pet access goes through an owner check. */
export async function findUserPet(
  db: Db,
  options: { petId: string; userId: string },
): Promise<PetWithStats | undefined> {
  const row = await petsWithStats(db)
    .where('pets.id', '=', options.petId)
    .where('pets.user_id', '=', options.userId)
    .executeTakeFirst();
  return row ? normalise(row) : undefined;
}

export async function countUserPets(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('pets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPet(db: Db, pet: PetRow): Promise<void> {
  await db.insertInto('pets').values(pet).execute();
}

export async function updatePet(
  db: Db,
  options: { petId: string; userId: string; changes: Partial<Omit<PetsTable, 'id' | 'user_id'>> },
): Promise<boolean> {
  const outcome = await db
    .updateTable('pets')
    .set(options.changes)
    .where('id', '=', options.petId)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  return Number(outcome.numUpdatedRows) > 0;
}

/**
 * Deletes the pet; its scans stay, unassigned (the foreign key sets them null too, but
 * SQLite enforces that only with foreign_keys on, so it is done explicitly as well).
 * Returns the deleted pet's photo key for the caller to remove from storage.
 */
export async function deleteUserPet(
  db: Db,
  options: { petId: string; userId: string },
): Promise<{ photo_key: string | null } | undefined> {
  await db
    .updateTable('scans')
    .set({ pet_id: null })
    .where('pet_id', '=', options.petId)
    .where('user_id', '=', options.userId)
    .execute();
  return db
    .deleteFrom('pets')
    .where('id', '=', options.petId)
    .where('user_id', '=', options.userId)
    .returning('photo_key')
    .executeTakeFirst();
}

/** Every pet photo key of a member, for account deletion. */
export async function listUserPetPhotoKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('pets')
    .select('photo_key')
    .where('user_id', '=', userId)
    .where('photo_key', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.photo_key ? [row.photo_key] : []));
}
