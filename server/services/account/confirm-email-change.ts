import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import { revokeAuthTokens } from '#server/db/repositories/auth-tokens.ts';
import { findUserByEmail, updateUser } from '#server/db/repositories/users.ts';
import { AppError } from '#server/errors.ts';
import { nowIso } from '#server/lib/time.ts';
import { redeemAuthToken } from '#server/services/auth/redeem-auth-token.ts';
import { EMAIL_TAKEN_MESSAGE } from './request-email-change.ts';

/**
 * Applies an e-mail change from the link mailed to the new address. The
 * address may have been taken since the request: that is checked again, and
 * the unique index on users.email settles a race (the change is rolled back
 * and the link stays unused). Reset links sent to the old address stop working.
 */
export async function confirmEmailChange(options: { db: Db; token: string }): Promise<{ email: string }> {
  const { db } = options;
  try {
    return await db.transaction().execute(async (trx) => {
      const token = await redeemAuthToken({ db: trx, token: options.token, purpose: 'email_change' });
      const email = token.new_email;
      if (!email) throw new Error(`email_change token ${token.id} has no new_email`);
      const holder = await findUserByEmail(trx, email);
      if (holder && holder.id !== token.user_id) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      const now = nowIso();
      await updateUser(trx, token.user_id, { email, updated_at: now });
      await revokeAuthTokens(trx, { userId: token.user_id, purposes: ['password_reset'], nowIso: now });
      return { email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
