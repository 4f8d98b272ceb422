import type { Db } from '#server/db/client.ts';
import { updateUser } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';

/**
 * PUT /api/account/time-zone: the zone reminders are sent in, already checked against the
 * runtime's list by the contract (common/time-zones.ts). Pending reminders move with it.
 */
export async function updateTimeZone(options: {
  db: Db;
  user: UserRow;
  timeZone: string;
  now: Date;
}): Promise<{ timeZone: string }> {
  await updateUser(options.db, options.user.id, {
    time_zone: options.timeZone,
    updated_at: options.now.toISOString(),
  });
  return { timeZone: options.timeZone };
}
