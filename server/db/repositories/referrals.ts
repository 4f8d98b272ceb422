import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../client.ts';
import type { ReferralStatusChangesTable, WaitlistTable } from '../schema.ts';

export type ReferralChangeRow = Selectable<ReferralStatusChangesTable>;
export type NewReferralChange = Insertable<ReferralStatusChangesTable>;
/** A waitlist entry with its partner's current name (null when not routed or the partner was deleted). */
export type ReferralRow = WaitlistTable & { partner_name: string | null };

function selectReferrals(db: Db) {
  return db
    .selectFrom('vet_referral_waitlist as w')
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
      .selectFrom('vet_referral_waitlist')
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
  where: { id: string; from: WaitlistTable['status']; partnerId?: string },
  changes: Partial<WaitlistTable>,
): Promise<boolean> {
  let update = db
    .updateTable('vet_referral_waitlist')
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

export function listReferralChanges(db: Db, waitlistId: string): Promise<ReferralChangeRow[]> {
  return db
    .selectFrom('referral_status_changes')
    .selectAll()
    .where('waitlist_id', '=', waitlistId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
