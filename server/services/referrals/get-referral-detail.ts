import type { TReferralDetail } from '#common/contracts/referrals.ts';
import type { Db } from '#server/db/client.ts';
import { findReferral, listReferralChanges } from '#server/db/repositories/referrals.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { toHistoryItem } from './to-history-item.ts';
import { toReferralEntry } from './to-referral-entry.ts';

export async function getReferralDetail(options: {
  db: Db;
  user: UserRow | null;
  referralId: string;
}): Promise<TReferralDetail> {
  assertAdmin(options.user);
  const [entry, history] = await Promise.all([
    findReferral(options.db, options.referralId),
    listReferralChanges(options.db, options.referralId),
  ]);
  if (!entry) throw new AppError('NOT_FOUND', 'This referral no longer exists.');
  return { entry: toReferralEntry(entry), history: history.map(toHistoryItem) };
}
