import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../client.ts';
import type { ReferralStatusChangesTable, ReferralTable } from '../schema.ts';

export type ReferralChangeRow = Selectable<ReferralStatusChangesTable>;
export type NewReferralChange = Insertable<ReferralStatusChangesTable>;
/** A referral as stored, every column set: what an owner's request inserts. */
export type StoredReferral = ReferralTable;
/** A referral with its partner's current name (null when not routed or the partner was deleted). */
export type ReferralRow = ReferralTable & { partner_name: string | null };

export async function insertReferral(db: Db, entry: StoredReferral): Promise<void> {
  await db.insertInto('referrals').values(entry).execute();
}

export function findReferralForScan(
  db: Db,
  scanId: string,
  email: string,
): Promise<StoredReferral | undefined> {
  return db
    .selectFrom('referrals')
    .selectAll()
    .where('scan_id', '=', scanId)
    .where('email', '=', email)
    .executeTakeFirst();
}

function selectReferrals(db: Db) {
  return db
    .selectFrom('referrals as w')
    .leftJoin('vet_partners as p', 'p.id', 'w.partner_id')
    .selectAll('w')
    .select('p.business_name as partner_name');
}

export function findReferral(db: Db, id: string): Promise<ReferralRow | undefined> {
  return selectReferrals(db).where('w.id', '=', id).executeTakeFirst();
}

export async function listReferralPage(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    selectReferrals(db)
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('referrals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Moves a referral from one status to another only if it is still in `from` and, for a clinic's
 * move (`partnerId`), still routed to that clinic: two people acting at once, or an admin
 * re-routing while a clinic acts, cannot both win.
 */
export async function updateReferralIf(
  db: Db,
  where: { id: string; from: ReferralTable['status']; partnerId?: string },
  changes: Partial<ReferralTable>,
): Promise<boolean> {
  let update = db
    .updateTable('referrals')
    .set(changes)
    .where('id', '=', where.id)
    .where('status', '=', where.from);
  if (where.partnerId) update = update.where('partner_id', '=', where.partnerId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertReferralChange(db: Db, row: NewReferralChange): Promise<void> {
  await db.insertInto('referral_status_changes').values(row).execute();
}

export function listReferralChanges(db: Db, referralId: string): Promise<ReferralChangeRow[]> {
  return db
    .selectFrom('referral_status_changes')
    .selectAll()
    .where('referral_id', '=', referralId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
