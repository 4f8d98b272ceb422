import type { Db } from '#server/db/client.ts';
import { revokeAuthTokens } from '#server/db/repositories/auth-tokens.ts';
import { deleteUserSessions } from '#server/db/repositories/sessions.ts';
import { findUserById, updateUser } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/time.ts';
import { hashPassword } from './password.ts';
import { redeemAuthToken } from './redeem-auth-token.ts';

/**
 * Sets a new password from a mailed reset link. The link proves control of the
 * mailbox, not of the devices signed in, so every session of the member ends
 * and any pending e-mail change is cancelled; the caller signs this browser in.
 */
export async function resetPassword(options: { db: Db; token: string; password: string }): Promise<UserRow> {
  const { db } = options;
  const passwordHash = await hashPassword(options.password);
  const userId = await db.transaction().execute(async (trx) => {
    const token = await redeemAuthToken({ db: trx, token: options.token, purpose: 'password_reset' });
    const now = nowIso();
    await updateUser(trx, token.user_id, { password_hash: passwordHash, updated_at: now });
    await deleteUserSessions(trx, token.user_id);
    await revokeAuthTokens(trx, {
      userId: token.user_id,
      purposes: ['password_reset', 'email_change'],
      nowIso: now,
    });
    return token.user_id;
  });
  const user = await findUserById(db, userId);
  if (!user) throw new Error('user vanished after password reset');
  return user;
}
