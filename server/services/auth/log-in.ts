import type { Db } from '#server/db/client.ts';
import { findUserByEmail } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';

/** One message for unknown e-mail and wrong password, so the answer does not reveal who has an account. */
const INVALID = 'Invalid email or password';

export async function logIn(options: {
  db: Db;
  email: string;
  password: string;
  ip: string;
  throttle: LoginThrottle;
}): Promise<UserRow> {
  const { db, email, password, ip, throttle } = options;
  await throttle.beforeAttempt(email, ip);
  const user = await findUserByEmail(db, email);
  let isValid = false;
  if (user?.password_hash) isValid = await verifyPassword(user.password_hash, password);
  else await verifyPassword(await dummyPasswordHash(), password);
  if (!user || !isValid) {
    await throttle.recordFailure(email, ip);
    throw new AppError('INVALID_CREDENTIALS', INVALID);
  }
  await throttle.recordSuccess(email, ip);
  return user;
}
