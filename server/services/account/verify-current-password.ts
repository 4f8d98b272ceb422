import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { verifyPassword } from '#server/services/auth/password.ts';

/**
 * Account changes ask for the password again, so a borrowed, signed-in browser
 * cannot take the account over. A trial account has no password (or e-mail)
 * yet: it has to sign up first.
 */
export async function verifyCurrentPassword(options: {
  user: UserRow;
  password: string;
  field: string;
}): Promise<void> {
  const { user } = options;
  if (user.is_trial === 1 || !user.password_hash) {
    throw new AppError(
      'ACCOUNT_CREDENTIALS_REQUIRED',
      'A trial account has no password yet. Add an e-mail and password first.',
    );
  }
  if (!(await verifyPassword(user.password_hash, options.password))) {
    const message = 'That password is not right.';
    throw new AppError('INVALID_CREDENTIALS', message, { issues: [{ path: options.field, message }] });
  }
}
