import type { Db } from '../client.ts';
import type { AuthTokenPurpose, AuthTokenRow } from '../schema.ts';

export async function insertAuthToken(db: Db, token: AuthTokenRow): Promise<void> {
  await db.insertInto('auth_tokens').values(token).execute();
}

export function findAuthTokenByHash(
  db: Db,
  tokenHash: string,
  purpose: AuthTokenPurpose,
): Promise<AuthTokenRow | undefined> {
  return db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Marks a token used only if it is still unused and unexpired. The condition
 * sits in the UPDATE itself, so of two concurrent redemptions exactly one
 * changes the row; the caller must check the answer.
 */
export async function consumeAuthToken(db: Db, id: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Retires a member's unused tokens (of some purposes) so only the newest link, or none, works. */
export async function revokeAuthTokens(
  db: Db,
  options: { userId: string; purposes: AuthTokenPurpose[]; nowIso: string },
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: options.nowIso })
    .where('user_id', '=', options.userId)
    .where('purpose', 'in', options.purposes)
    .where('used_at', 'is', null)
    .execute();
}

/** Expired and used tokens serve no purpose once their expiry has passed. */
export async function deleteExpiredAuthTokens(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('expires_at', '<=', nowIso).execute();
}
