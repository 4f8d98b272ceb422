import type { Db } from '#server/db/client.ts';
import { revokeAuthTokens } from '#server/db/repositories/auth-tokens.ts';
import { deleteUserSessions } from '#server/db/repositories/sessions.ts';
import { updateUser } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/time.ts';
import { hashPassword } from '#server/services/auth/password.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { passwordChangedMail } from './account-mail.ts';
import { verifyCurrentPassword } from './verify-current-password.ts';

/**
 * Changes the signed-in member's password. Other devices are signed out (a
 * changed password usually means the old one got around); this session stays.
 * Open reset links and a pending e-mail change are cancelled, and the owner
 * gets a notice so a change they did not make does not go unnoticed.
 */
export async function changePassword(options: {
  db: Db;
  user: UserRow;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  appUrl: string;
}): Promise<void> {
  const { db, user } = options;
  await verifyCurrentPassword({ user, password: options.currentPassword, field: 'currentPassword' });
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await deleteUserSessions(trx, user.id, options.sessionId);
    await revokeAuthTokens(trx, {
      userId: user.id,
      purposes: ['password_reset', 'email_change'],
      nowIso: now,
    });
    if (user.email) {
      await enqueueEmail(
        trx,
        passwordChangedMail({
          userId: user.id,
          to: user.email,
          firstName: user.first_name,
          appUrl: options.appUrl,
        }),
      );
    }
  });
}
