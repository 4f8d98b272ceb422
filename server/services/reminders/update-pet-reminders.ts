import type { TPetReminders, TUpdatePetReminders } from '#common/contracts/reminders.ts';
import type { Db } from '#server/db/client.ts';
import { findUserPetReminders, upsertPetReminders } from '#server/db/repositories/pet-reminders.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { toPetReminders } from './to-pet-reminders.ts';

/**
 * PUT /api/account/reminders/pets/:id: one pet's reminders, whole. Only the owner's own pet (another
 * member's answers 404 like a pet that does not exist). Turning a kind on records when, since a pet
 * with no scans counts its first photo reminder from then and nothing is sent for mornings before it.
 */
export async function updatePetReminders(options: {
  db: Db;
  user: UserRow;
  petId: string;
  input: TUpdatePetReminders;
  now: Date;
}): Promise<TPetReminders> {
  const { db, user, petId, input, now } = options;
  const nowIso = now.toISOString();
  const saved = await db.transaction().execute(async (trx) => {
    const current = await findUserPetReminders(trx, { userId: user.id, petId });
    if (!current) throw new AppError('NOT_FOUND', 'Pet not found.');
    const before = current.reminders;
    const enabledAt = (isOn: boolean, wasOn: boolean | undefined, previous: string | null | undefined) =>
      isOn && !wasOn ? nowIso : (previous ?? null);
    const row = {
      pet_id: petId,
      user_id: user.id,
      is_photo_on: input.isPhotoOn ? 1 : 0,
      photo_interval_weeks: input.photoIntervalWeeks,
      photo_enabled_at: enabledAt(input.isPhotoOn, before?.is_photo_on === 1, before?.photo_enabled_at),
      photo_last_sent_on: before?.photo_last_sent_on ?? null,
      is_brushing_on: input.isBrushingOn ? 1 : 0,
      brushing_weekday: input.brushingWeekday,
      brushing_enabled_at: enabledAt(
        input.isBrushingOn,
        before?.is_brushing_on === 1,
        before?.brushing_enabled_at,
      ),
      brushing_last_sent_on: before?.brushing_last_sent_on ?? null,
      updated_at: nowIso,
    };
    await upsertPetReminders(trx, row);
    return { ...current, reminders: row };
  });
  return toPetReminders(saved, { timeZone: user.time_zone, now });
}
