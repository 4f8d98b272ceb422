import type { Db } from '../client.ts';
import type { WaitlistTable } from '../schema.ts';

export type WaitlistRow = WaitlistTable;

export async function insertWaitlistEntry(db: Db, entry: WaitlistRow): Promise<void> {
  await db.insertInto('vet_referral_waitlist').values(entry).execute();
}

export function findWaitlistEntryForScan(
  db: Db,
  scanId: string,
  email: string,
): Promise<WaitlistRow | undefined> {
  return db
    .selectFrom('vet_referral_waitlist')
    .selectAll()
    .where('scan_id', '=', scanId)
    .where('email', '=', email)
    .executeTakeFirst();
}
