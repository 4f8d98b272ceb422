import type { Db } from '#server/db/client.ts';
import { findUserByEmail } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { LoginAttempt, LoginThrottle } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { parseTrustedDevices, trustDevice, trustedDeviceKey } from './trusted-devices.ts';

/** One message for unknown e-mail and wrong password, so the answer does not reveal who has an account. */
const INVALID = 'Invalid email or password';

/**
 * Checks e-mail and password under the login throttle. `trustedDevices` is the
 * browser's signature-checked trusted-device cookie: an entry for this account
 * lets the owner past strangers' failures (docs/decisions/004-login-throttling.md).
 * On success it returns the cookie value to set, which trusts this browser anew.
 */
export async function logIn(options: {
  db: Db;
  email: string;
  password: string;
  ip: string;
  throttle: LoginThrottle;
  trustedDevices: string | null;
  now: Date;
}): Promise<{ user: UserRow; trustedDevices: string }> {
  const { db, email, password, ip, throttle, now } = options;
  const user = await findUserByEmail(db, email);
  const devices = parseTrustedDevices(options.trustedDevices, now);
  const attempt: LoginAttempt = { email, ip, deviceKey: user ? trustedDeviceKey(devices, user.id) : null };
  await throttle.beforeAttempt(attempt);
  let isValid = false;
  if (user?.password_hash) isValid = await verifyPassword(user.password_hash, password);
  else await verifyPassword(await dummyPasswordHash(), password);
  if (!user || !isValid) {
    await throttle.recordFailure(attempt);
    throw new AppError('INVALID_CREDENTIALS', INVALID);
  }
  await throttle.recordSuccess(attempt);
  return { user, trustedDevices: trustDevice(devices, user.id, now) };
}
