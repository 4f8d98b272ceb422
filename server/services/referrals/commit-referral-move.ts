import type { TReferralStatus } from '#common/contracts/referrals.ts';
import type { Db } from '#server/db/client.ts';
import { insertReferralChange, updateReferralIf } from '#server/db/repositories/referrals.ts';
import type { ReferralTable, UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { type EmailMessage, enqueueEmail } from '#server/services/mail/enqueue-email.ts';

/** One status move of a referral, as the admin's routing and moves and the clinic's moves make it. */
export interface ReferralMove {
  referralId: string;
  /** The status the caller read; the row changes only if it is still in it. */
  from: TReferralStatus;
  changes: Partial<ReferralTable> & { status: TReferralStatus };
  /** Set for a clinic's move: the row changes only while it is still routed to this partner. */
  routedTo?: string;
  /** The partner the history names (null before routing or after the partner was deleted). */
  partner: { id: string; business_name: string } | null;
  note: string | null;
  by: UserRow;
  isByClinic: boolean;
  now: string;
  /** The 409's message when another move won meanwhile. */
  conflictMessage: string;
  /** Mails that go out only if the move is saved. */
  mails: EmailMessage[];
}

/**
 * Saves one referral move in one transaction: the compare-and-set on the row (two people acting
 * on the same page state cannot both win), its history row, and its mails. `alsoInTransaction`
 * adds what only one path records (the admin's audit entry, the clinic's notice).
 */
export async function commitReferralMove(
  db: Db,
  move: ReferralMove,
  alsoInTransaction?: (trx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const isMoved = await updateReferralIf(
      trx,
      { id: move.referralId, from: move.from, partnerId: move.routedTo },
      move.changes,
    );
    if (!isMoved) throw new AppError('CONFLICT', move.conflictMessage);
    await insertReferralChange(trx, {
      id: newId(),
      referral_id: move.referralId,
      from_status: move.from,
      to_status: move.changes.status,
      partner_id: move.partner?.id ?? null,
      partner_name: move.partner?.business_name ?? null,
      note: move.note,
      changed_by_user_id: move.by.id,
      changed_by_email: move.by.email ?? move.by.id,
      is_by_clinic: move.isByClinic ? 1 : 0,
      created_at: move.now,
    });
    for (const mail of move.mails) await enqueueEmail(trx, mail);
    await alsoInTransaction?.(trx);
  });
}
