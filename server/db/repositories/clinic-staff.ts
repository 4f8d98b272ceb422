import type { Db } from '../client.ts';
import type { UserRow } from '../schema.ts';

/** A clinic's staff accounts, oldest first (the contact person invited on approval leads). */
export function listPartnerStaff(db: Db, partnerId: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'vet')
    .where('partner_id', '=', partnerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One staff member, only when they work for this clinic: every id a clinic sends is scoped here. */
export function findPartnerStaffMember(
  db: Db,
  partnerId: string,
  userId: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('role', '=', 'vet')
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}

/** Deletes one staff account of this clinic; its sessions and link tokens go with it (foreign keys cascade). */
export async function deletePartnerStaffMember(db: Db, partnerId: string, userId: string): Promise<boolean> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  const result = await db
    .deleteFrom('users')
    .where('id', '=', userId)
    .where('role', '=', 'vet')
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of every staff member of a clinic (deactivated or rejected). */
export async function deletePartnerStaffSessions(db: Db, partnerId: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('id').where('role', '=', 'vet').where('partner_id', '=', partnerId),
    )
    .execute();
}

/** Deletes every staff account of a clinic, with their sessions, before the clinic itself goes. */
export async function deletePartnerStaff(db: Db, partnerId: string): Promise<number> {
  await deletePartnerStaffSessions(db, partnerId);
  const result = await db
    .deleteFrom('users')
    .where('role', '=', 'vet')
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
