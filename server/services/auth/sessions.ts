import type { Db } from '#server/db/client.ts';
import {
  deleteSession,
  findLiveSessionWithUser,
  insertSession,
  touchSession,
} from '#server/db/repositories/sessions.ts';
import type { UserRow } from '#server/db/schema.ts';
import { newToken, sha256 } from '#server/lib/ids.ts';
import { addDays, nowIso } from '#server/lib/time.ts';

/** Sliding expiry: a session seen again after this long gets its expiry pushed out. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Only the token's hash is stored, so a database leak does not leak live sessions. */
export async function createSession(options: {
  db: Db;
  userId: string;
  sessionDays: number;
}): Promise<NewSession> {
  const token = newToken();
  const now = new Date();
  const expiresAt = addDays(now, options.sessionDays);
  await insertSession(options.db, {
    id: sha256(token),
    user_id: options.userId,
    created_at: nowIso(now),
    last_seen_at: nowIso(now),
    expires_at: nowIso(expiresAt),
  });
  return { token, expiresAt };
}

export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
  /** Set when the expiry moved, so the cookie's Max-Age should be refreshed. */
  renewedUntil?: Date;
}

export async function resolveSession(options: {
  db: Db;
  token: string;
  sessionDays: number;
}): Promise<ResolvedSession | undefined> {
  const sessionId = sha256(options.token);
  const now = new Date();
  const found = await findLiveSessionWithUser(options.db, sessionId, nowIso(now));
  if (!found) return undefined;
  if (now.getTime() - Date.parse(found.lastSeenAt) < TOUCH_AFTER_MS) {
    return { sessionId, user: found.user };
  }
  const renewedUntil = addDays(now, options.sessionDays);
  await touchSession(options.db, sessionId, nowIso(now), nowIso(renewedUntil));
  return { sessionId, user: found.user, renewedUntil };
}

export async function endSession(options: { db: Db; sessionId: string }): Promise<void> {
  await deleteSession(options.db, options.sessionId);
}
