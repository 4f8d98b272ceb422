import type { TReferralHistoryItem } from '#common/contracts/referrals.ts';
import type { ReferralChangeRow } from '#server/db/repositories/referrals.ts';

export function toHistoryItem(row: ReferralChangeRow): TReferralHistoryItem {
  return {
    id: row.id,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    partnerName: row.partner_name,
    note: row.note,
    changedBy: row.changed_by_email,
    createdAt: row.created_at,
  };
}
