import type { TReferral, TWaitlistEntry } from '#common/contracts/waitlist.ts';
import type { StoredReferral } from '#server/db/repositories/referrals.ts';

type EntryRow = StoredReferral & { partner_name?: string | null };

export function toReferralEntry(row: EntryRow): TWaitlistEntry {
  return {
    id: row.id,
    email: row.email,
    petName: row.pet_name,
    petAge: row.pet_age,
    petBreed: row.pet_breed,
    location: row.location,
    urgencyLevel: row.urgency_level,
    status: row.status,
    concern: row.concern,
    notes: row.notes,
    scanId: row.scan_id,
    shareScan: Number(row.share_scan) === 1,
    createdAt: row.created_at,
    partnerId: row.partner_id ?? null,
    partnerName: row.partner_name ?? null,
    routedAt: row.routed_at ?? null,
    commissionRate:
      row.commission_rate === null || row.commission_rate === undefined ? null : Number(row.commission_rate),
    completedAt: row.completed_at ?? null,
  };
}

/** A referral is the admin's short view of a waitlist entry (docs/product-rules.md#vet-referral-requests). */
export function toReferral(row: EntryRow): TReferral {
  return {
    id: row.id,
    userEmail: row.email,
    petName: row.pet_name,
    urgencyLevel: row.urgency_level,
    status: row.status,
    createdAt: row.created_at,
    partnerName: row.partner_name ?? null,
  };
}
