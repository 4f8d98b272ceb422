import { z } from 'zod';
import { ZPublicPartner } from './vet-partners.ts';
import { REFERRAL_STATUSES, ZWaitlistEntry } from './waitlist.ts';

export type TReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * Where a referral may go next (docs/product-rules.md#referrals): forward through
 * contacted and booked to completed, cancelled from any open step, and a
 * cancelled referral may be reopened as pending. Completed is final.
 */
export const REFERRAL_TRANSITIONS: Record<TReferralStatus, readonly TReferralStatus[]> = {
  pending: ['contacted', 'booked', 'cancelled'],
  routed: ['contacted', 'booked', 'declined', 'cancelled'],
  contacted: ['booked', 'declined', 'cancelled'],
  booked: ['completed', 'declined', 'cancelled'],
  completed: [],
  // A declined referral goes back to the admin, who routes it to another clinic or closes it.
  declined: ['cancelled'],
  cancelled: ['pending'],
};

/** Booking and completing need a partner to book with. */
export const STATUSES_NEEDING_PARTNER: readonly TReferralStatus[] = ['booked', 'completed'];

export function canMoveReferral(from: TReferralStatus, to: TReferralStatus): boolean {
  return REFERRAL_TRANSITIONS[from].includes(to);
}

export const ZReferralParams = z.object({ id: z.string().min(1).max(64) });

export const ZRouteReferral = z.object({ partnerId: z.string().min(1).max(64) });
export type TRouteReferral = z.infer<typeof ZRouteReferral>;

export const ZReferralStatusChange = z.object({
  status: z.enum(REFERRAL_STATUSES),
  /** The status the admin's page showed; when sent, a move from a stale page answers 409. */
  fromStatus: z.enum(REFERRAL_STATUSES).optional(),
  note: z
    .string()
    .trim()
    .max(500, 'Note must be at most 500 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type TReferralStatusChange = z.input<typeof ZReferralStatusChange>;

export const ZReferralHistoryItem = z.object({
  id: z.string(),
  fromStatus: z.enum(REFERRAL_STATUSES).nullable(),
  toStatus: z.enum(REFERRAL_STATUSES),
  partnerName: z.string().nullable(),
  note: z.string().nullable(),
  changedBy: z.string(),
  createdAt: z.string(),
});
export type TReferralHistoryItem = z.infer<typeof ZReferralHistoryItem>;

export const ZReferralDetail = z.object({
  entry: ZWaitlistEntry,
  history: z.array(ZReferralHistoryItem),
});
export type TReferralDetail = z.infer<typeof ZReferralDetail>;

/** Active partners near the entry's location, nearest first, for the admin to route to. */
export const ZReferralCandidates = z.object({
  unit: z.enum(['mi', 'km']),
  /** False when the entry's location could not be placed: partners are then listed without distances. */
  isLocated: z.boolean(),
  partners: z.array(ZPublicPartner),
});
export type TReferralCandidates = z.infer<typeof ZReferralCandidates>;
