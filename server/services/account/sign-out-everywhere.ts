import type { Db } from '#server/db/client.ts';
import { deleteUserSessions } from '#server/db/repositories/sessions.ts';
import type { UserRow } from '#server/db/schema.ts';

/** Ends every session of the signed-in member, this one included (a lost phone, a shared computer). */
export async function signOutEverywhere(options: { db: Db; user: UserRow }): Promise<void> {
  await deleteUserSessions(options.db, options.user.id);
}
