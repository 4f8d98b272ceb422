import type { Db } from '../client.ts';
import type { SessionRow, UserRow } from '../schema.ts';

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The live session's user and when the session was last seen, in one round trip (this runs on every API request). */
export async function findLiveSessionWithUser(
  db: Db,
  sessionId: string,
  nowIso: string,
): Promise<{ lastSeenAt: string; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.last_seen_at as session_last_seen_at')
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', nowIso)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_last_seen_at: lastSeenAt, ...user } = row;
  return { lastSeenAt, user };
}

export async function touchSession(
  db: Db,
  sessionId: string,
  lastSeenAt: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteExpiredSessions(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
}

/** Ends every session of a member, or every one but `exceptId` (the session making the request). */
export async function deleteUserSessions(db: Db, userId: string, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}
