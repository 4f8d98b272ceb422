import type { Db } from '../client.ts';
import type { NewUser, UserRow, UserUpdate } from '../schema.ts';

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Always in one order: concurrent joins queue admin notices (unique dedupe keys)
 * in this order, and the same order in every transaction cannot deadlock.
 */
export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .orderBy('email')
    .execute();
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}
