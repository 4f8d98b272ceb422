import type { TReminderKind } from '#common/contracts/reminders.ts';
import type { Db } from '../client.ts';
import type { PetRemindersRow } from '../schema.ts';

/** A pet with its reminder row (null columns: never set, so both kinds off) and its last scan. */
export interface PetReminderState {
  pet_id: string;
  pet_name: string;
  user_id: string;
  last_scan_at: string | null;
  reminders: PetRemindersRow | null;
}

const REMINDER_COLUMNS = [
  'pet_reminders.is_photo_on',
  'pet_reminders.photo_interval_weeks',
  'pet_reminders.photo_enabled_at',
  'pet_reminders.photo_last_sent_on',
  'pet_reminders.is_brushing_on',
  'pet_reminders.brushing_weekday',
  'pet_reminders.brushing_enabled_at',
  'pet_reminders.brushing_last_sent_on',
  'pet_reminders.updated_at',
] as const;

type JoinedRow = Omit<PetRemindersRow, 'pet_id' | 'user_id' | 'updated_at'> & {
  pet_id: string;
  pet_name: string;
  user_id: string;
  last_scan_at: string | null;
  updated_at: string | null;
};

function toState(row: JoinedRow): PetReminderState {
  const { pet_id, pet_name, user_id, last_scan_at, updated_at, ...columns } = row;
  return {
    pet_id,
    pet_name,
    user_id,
    last_scan_at: last_scan_at ?? null,
    reminders: updated_at === null ? null : { ...columns, pet_id, user_id, updated_at },
  };
}

function petsWithReminders(db: Db) {
  return (
    db
      .selectFrom('pets')
      .leftJoin('pet_reminders', 'pet_reminders.pet_id', 'pets.id')
      .select(['pets.id as pet_id', 'pets.name as pet_name', 'pets.user_id'])
      .select(REMINDER_COLUMNS)
      // The last visible scan, as pets.ts counts them (complete and graded).
      .select((eb) =>
        eb
          .selectFrom('scans')
          .select((sub) => sub.fn.max('scans.created_at').as('m'))
          .whereRef('scans.pet_id', '=', 'pets.id')
          .where('scans.state', '=', 'complete')
          .where('scans.status', 'is not', null)
          .as('last_scan_at'),
      )
      .$castTo<JoinedRow>()
  );
}

/** Every pet of the member, oldest first, with its reminders. */
export async function listUserPetReminders(db: Db, userId: string): Promise<PetReminderState[]> {
  const rows = await petsWithReminders(db)
    .where('pets.user_id', '=', userId)
    .orderBy('pets.created_at', 'asc')
    .orderBy('pets.id', 'asc')
    .execute();
  return rows.map(toState);
}

/** The pet's reminders only if `userId` owns the pet. */
export async function findUserPetReminders(
  db: Db,
  options: { userId: string; petId: string },
): Promise<PetReminderState | undefined> {
  const row = await petsWithReminders(db)
    .where('pets.id', '=', options.petId)
    .where('pets.user_id', '=', options.userId)
    .executeTakeFirst();
  return row ? toState(row) : undefined;
}

export async function upsertPetReminders(db: Db, row: PetRemindersRow): Promise<void> {
  const { pet_id, user_id, ...changes } = row;
  await db
    .insertInto('pet_reminders')
    .values(row)
    .onConflict((oc) => oc.column('pet_id').doUpdateSet(changes))
    .execute();
}

/** A pet with a reminder on, and what the scheduler needs to mail its owner. */
export type ActiveReminder = PetReminderState & {
  reminders: PetRemindersRow;
  email: string;
  first_name: string | null;
  time_zone: string;
};

/**
 * One page of the pets with any reminder on whose owner has an e-mail address, in pet id order
 * from `afterPetId`, so the scheduler walks every such pet without holding them all at once.
 */
export async function listActiveReminders(
  db: Db,
  options: { afterPetId: string; limit: number },
): Promise<ActiveReminder[]> {
  const rows = await petsWithReminders(db)
    .innerJoin('users', 'users.id', 'pets.user_id')
    .select(['users.email', 'users.first_name', 'users.time_zone'])
    .where((eb) =>
      eb.or([eb('pet_reminders.is_photo_on', '=', 1), eb('pet_reminders.is_brushing_on', '=', 1)]),
    )
    .where('users.email', 'is not', null)
    .where('pets.id', '>', options.afterPetId)
    .orderBy('pets.id', 'asc')
    .limit(options.limit)
    .execute();
  return rows.map((row) => {
    const { email, first_name, time_zone, ...rest } = row as typeof row & {
      email: string;
      first_name: string | null;
      time_zone: string;
    };
    const state = toState(rest);
    return { ...state, reminders: state.reminders!, email, first_name, time_zone };
  });
}

/** Records the local day a reminder was queued, so the next one is counted from it. */
export async function markReminderSent(
  db: Db,
  options: { petId: string; kind: TReminderKind; day: string; nowIso: string },
): Promise<void> {
  const column = options.kind === 'photo' ? 'photo_last_sent_on' : 'brushing_last_sent_on';
  await db
    .updateTable('pet_reminders')
    .set({ [column]: options.day, updated_at: options.nowIso })
    .where('pet_id', '=', options.petId)
    .execute();
}

/** Turns off one kind for one pet, or every reminder of every pet of the owner. */
export async function turnOffReminders(
  db: Db,
  options: { userId: string; nowIso: string } & ({ petId: string; kind: TReminderKind } | { all: true }),
): Promise<void> {
  let query = db.updateTable('pet_reminders').where('user_id', '=', options.userId);
  if ('all' in options) {
    query = query.set({ is_photo_on: 0, is_brushing_on: 0, updated_at: options.nowIso });
  } else {
    const column = options.kind === 'photo' ? 'is_photo_on' : 'is_brushing_on';
    query = query.where('pet_id', '=', options.petId).set({ [column]: 0, updated_at: options.nowIso });
  }
  await query.execute();
}
