import type { TReferral, TWaitlistEntry } from '#common/contracts/waitlist.ts';
import type { WaitlistRow } from '#server/db/repositories/waitlist.ts';

export function toWaitlistEntry(row: WaitlistRow): TWaitlistEntry {
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
    createdAt: row.created_at,
  };
}

/** A referral is the admin's short view of a waitlist entry (docs/product-rules.md#vet-waitlist-and-referrals). */
export function toReferral(row: WaitlistRow): TReferral {
  return {
    id: row.id,
    userEmail: row.email,
    petName: row.pet_name,
    urgencyLevel: row.urgency_level,
    status: row.status,
    createdAt: row.created_at,
  };
}
