import type { Db } from '#server/db/client.ts';
import { findUserByEmail, insertUser, updateUser } from '#server/db/repositories/users.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { hashPassword } from '#server/services/auth/password.ts';

/**
 * Makes an admin: promotes the account with this e-mail (setting the password
 * when one is given), or creates it. The only way an admin comes to exist.
 */
export async function createAdmin(options: {
  db: Db;
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}): Promise<{ userId: string; wasCreated: boolean }> {
  const { db, email } = options;
  const now = nowIso();
  const existing = await findUserByEmail(db, email);
  const passwordHash = options.password ? await hashPassword(options.password) : undefined;
  if (existing) {
    await updateUser(db, existing.id, {
      role: 'admin',
      is_trial: 0,
      updated_at: now,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    });
    return { userId: existing.id, wasCreated: false };
  }
  if (!passwordHash) throw new Error(`No account with ${email}; give --password to create one.`);
  const id = newId();
  await insertUser(db, {
    id,
    email,
    password_hash: passwordHash,
    first_name: options.firstName ?? 'Admin',
    last_name: options.lastName ?? '',
    role: 'admin',
    subscription_status: 'free',
    is_trial: 0,
    created_at: now,
    updated_at: now,
  });
  return { userId: id, wasCreated: true };
}
