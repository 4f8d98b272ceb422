import type { TReminderSettings } from '#common/contracts/reminders.ts';
import { canonicalTimeZone } from '#common/time-zones.ts';
import type { Db } from '#server/db/client.ts';
import { listUserPetReminders } from '#server/db/repositories/pet-reminders.ts';
import type { UserRow } from '#server/db/schema.ts';
import { toPetReminders } from './to-pet-reminders.ts';

/** GET /api/account/reminders: the member's time zone and every one of their pets' reminders. */
export async function getReminderSettings(options: {
  db: Db;
  user: UserRow;
  now: Date;
}): Promise<TReminderSettings> {
  const { user, now } = options;
  const pets = await listUserPetReminders(options.db, user.id);
  return {
    // Saved before the settings page spoke IANA names, a zone may still read "Asia/Calcutta".
    timeZone: canonicalTimeZone(user.time_zone),
    canReceiveMail: user.email !== null,
    pets: pets.map((pet) => toPetReminders(pet, { timeZone: user.time_zone, now })),
  };
}
