import { EMAIL_CHANGE_TTL_HOURS } from '#common/contracts/auth-links.ts';
import type { Db } from '#server/db/client.ts';
import { findUserByEmail } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { issueAuthToken } from '#server/services/auth/issue-auth-token.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { emailChangeConfirmMail, emailChangeNoticeMail } from './account-mail.ts';
import { verifyCurrentPassword } from './verify-current-password.ts';

export const EMAIL_TAKEN_MESSAGE = 'Another account already uses this email address.';

/**
 * Starts an e-mail change: the account keeps its address until the link mailed
 * to the new one is opened (proof the owner reads it). The old address hears
 * of the request. A newer request replaces an older pending one.
 */
export async function requestEmailChange(options: {
  db: Db;
  user: UserRow;
  password: string;
  newEmail: string;
  appUrl: string;
}): Promise<void> {
  const { db, user, newEmail, appUrl } = options;
  await verifyCurrentPassword({ user, password: options.password, field: 'password' });
  if (newEmail === user.email) {
    const message = 'That is already your email address.';
    throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'newEmail', message }] });
  }
  if (await findUserByEmail(db, newEmail)) {
    throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, {
      issues: [{ path: 'newEmail', message: EMAIL_TAKEN_MESSAGE }],
    });
  }
  const oldEmail = user.email;
  await db.transaction().execute(async (trx) => {
    const token = await issueAuthToken({
      db: trx,
      userId: user.id,
      purpose: 'email_change',
      ttlMs: EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000,
      newEmail,
    });
    const link = `${appUrl}/confirm-email?token=${token}`;
    await enqueueEmail(
      trx,
      emailChangeConfirmMail({ userId: user.id, to: newEmail, firstName: user.first_name, link }),
    );
    if (oldEmail) {
      await enqueueEmail(
        trx,
        emailChangeNoticeMail({
          userId: user.id,
          to: oldEmail,
          firstName: user.first_name,
          newEmail,
          appUrl,
        }),
      );
    }
  });
}
