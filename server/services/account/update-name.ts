import type { Db } from '#server/db/client.ts';
import { findUserById, updateUser } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/time.ts';

/** Sets the signed-in member's own first and last name (already validated by the contract). */
export async function updateName(options: {
  db: Db;
  user: UserRow;
  firstName: string;
  lastName: string;
}): Promise<UserRow> {
  const { db, user } = options;
  await updateUser(db, user.id, {
    first_name: options.firstName,
    last_name: options.lastName,
    updated_at: nowIso(),
  });
  const updated = await findUserById(db, user.id);
  if (!updated) throw new Error('user vanished while renaming');
  return updated;
}
