import type { TAcceptClinicInvite } from '#common/contracts/clinic-staff.ts';
import type { Db } from '#server/db/client.ts';
import { revokeAuthTokens } from '#server/db/repositories/auth-tokens.ts';
import { deleteUserSessions } from '#server/db/repositories/sessions.ts';
import { findUserById, updateUser } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { nowIso } from '#server/lib/time.ts';
import { hashPassword } from '#server/services/auth/password.ts';
import { redeemAuthToken } from '#server/services/auth/redeem-auth-token.ts';
import { assertClinicStaff } from './assert-clinic-staff.ts';

/**
 * The invited member sets their name and password from the mailed link (docs/product-rules.md#clinic-accounts).
 * The link is used up in the same transaction, so of two tabs only one succeeds; a clinic that was
 * deactivated since the invite refuses, and the link stays unused. The caller signs this browser in.
 */
export async function acceptClinicInvite(options: { db: Db; input: TAcceptClinicInvite }): Promise<UserRow> {
  const { db, input } = options;
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction().execute(async (trx) => {
    const token = await redeemAuthToken({ db: trx, token: input.token, purpose: 'clinic_invite' });
    const invited = await findUserById(trx, token.user_id);
    // Throws 403 for a clinic that is no longer active, which rolls the redemption back.
    await assertClinicStaff(trx, invited ?? null);
    const now = nowIso();
    await updateUser(trx, token.user_id, {
      password_hash: passwordHash,
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      updated_at: now,
    });
    await deleteUserSessions(trx, token.user_id);
    await revokeAuthTokens(trx, {
      userId: token.user_id,
      purposes: ['clinic_invite', 'password_reset'],
      nowIso: now,
    });
    return token.user_id;
  });
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'This clinic account was removed.');
  return user;
}
