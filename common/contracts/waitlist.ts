import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { MAX_PAGE_SIZE, ZPageQuery, zPage } from './pagination.ts';

export const URGENCY_LEVELS = ['high', 'medium', 'low'] as const;
/**
 * 'routed': an admin sent it to a partner clinic; 'contacted', 'booked', 'completed' and 'declined' are
 * the clinic's moves (docs/product-rules.md#referrals).
 */
export const REFERRAL_STATUSES = [
  'pending',
  'routed',
  'contacted',
  'booked',
  'completed',
  'declined',
  'cancelled',
] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const ZJoinWaitlistRequest = z.object({
  email: ZEmail,
  location: z.string({ error: 'Location is required' }).trim().min(1, 'Location is required').max(200),
  petName: optionalText(80),
  petAge: optionalText(40),
  petBreed: optionalText(80),
  concern: optionalText(2000),
  /** 'medium' is the fallback; a scan's own severity wins when scanId is given (docs/product-rules.md#vet-referral-requests). */
  urgencyLevel: z.enum(URGENCY_LEVELS).optional(),
  scanId: z.string().max(64).optional().nullable(),
  /** "Share this scan with the clinic": the clinic the referral is routed to may see it (off unless ticked). */
  shareScanWithClinic: z.boolean().optional(),
});
export type TJoinWaitlistRequest = z.input<typeof ZJoinWaitlistRequest>;

export const ZWaitlistEntry = z.object({
  id: z.string(),
  email: z.string(),
  petName: z.string().nullable(),
  petAge: z.string().nullable(),
  petBreed: z.string().nullable(),
  location: z.string(),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  status: z.enum(REFERRAL_STATUSES),
  concern: z.string().nullable(),
  notes: z.string().nullable(),
  scanId: z.string().nullable(),
  /** The owner agreed to show the scan to the clinic this referral is routed to. */
  shareScan: z.boolean(),
  createdAt: z.string(),
  /** The partner the admin routed this referral to (null until routed, or after the partner was deleted). */
  partnerId: z.string().nullable(),
  partnerName: z.string().nullable(),
  routedAt: z.string().nullable(),
  /** The partner's commission rate in percent, recorded when the referral completed. */
  commissionRate: z.number().nullable(),
  completedAt: z.string().nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/**
 * What the owner's request answers: the entry, and what happens about the confirmation mail, so the
 * success message can say it (docs/product-rules.md#vet-referral-requests). 'queued': one is on its
 * way; 'sent-earlier-today': this mailbox already had today's (one a day), so none comes for this
 * request; 'existing-request': this address already asked about this scan, and this is that request.
 */
export const CONFIRMATION_MAIL_OUTCOMES = ['queued', 'sent-earlier-today', 'existing-request'] as const;
export const ZReferralRequestReceipt = ZWaitlistEntry.extend({
  confirmationMail: z.enum(CONFIRMATION_MAIL_OUTCOMES),
});
export type TReferralRequestReceipt = z.infer<typeof ZReferralRequestReceipt>;

/** GET /api/vet-referral-waitlist (admins): newest first, one page (common/contracts/pagination.ts). */
export const ZWaitlistList = zPage(ZWaitlistEntry);
export type TWaitlistList = z.infer<typeof ZWaitlistList>;

/** GET /api/referrals query (admins): the first page holds the 10 most recent; a limit it cannot read means 10. */
export const RECENT_REFERRALS = 10;
export const ZReferralListQuery = z.object({
  page: ZPageQuery.shape.page,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(RECENT_REFERRALS)
    .transform((limit) => Math.min(limit, MAX_PAGE_SIZE)),
});
export type TReferralListQuery = z.infer<typeof ZReferralListQuery>;

export const ZReferral = z.object({
  id: z.string(),
  userEmail: z.string(),
  petName: z.string().nullable(),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  status: z.enum(REFERRAL_STATUSES),
  createdAt: z.string(),
  partnerName: z.string().nullable(),
});
export type TReferral = z.infer<typeof ZReferral>;
export const ZReferralList = zPage(ZReferral);
export type TReferralList = z.infer<typeof ZReferralList>;
