import { DEFAULT_TIME_ZONE, toSupportedTimeZone } from '#common/time-zones.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import { claimGuestScans } from '#server/db/repositories/guests.ts';
import { findUserById, insertUser, updateUser } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { hashPassword } from './password.ts';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  timeZone?: string;
}

/**
 * Creates an account, or upgrades the caller's trial account in place so its
 * scans stay with it. A guest's scans move into the new account. The unique
 * index on email decides races: of two concurrent signups one wins, the other gets 409.
 */
export async function signUp(options: {
  db: Db;
  input: SignUpInput;
  currentUser: UserRow | null;
  guestId: string | null;
}): Promise<UserRow> {
  const { db, input, currentUser, guestId } = options;
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const upgradeTrial = currentUser?.is_trial === 1;
  const userId = upgradeTrial ? currentUser.id : newId();
  try {
    await db.transaction().execute(async (trx) => {
      const fields = {
        email: input.email,
        password_hash: passwordHash,
        first_name: input.firstName,
        last_name: input.lastName,
        is_trial: 0,
        time_zone: (input.timeZone && toSupportedTimeZone(input.timeZone)) || DEFAULT_TIME_ZONE,
        updated_at: now,
      };
      if (upgradeTrial) await updateUser(trx, userId, fields);
      else
        await insertUser(trx, {
          id: userId,
          role: 'user',
          subscription_status: 'free',
          created_at: now,
          ...fields,
        });
      if (guestId) await claimGuestScans(trx, { guestId, userId, nowIso: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Try logging in instead.');
    }
    throw error;
  }
  const user = await findUserById(db, userId);
  if (!user) throw new Error('user vanished after signup');
  return user;
}
