import { z } from 'zod';
import { ZEmail } from './auth.ts';

export const URGENCY_LEVELS = ['high', 'medium', 'low'] as const;
export const REFERRAL_STATUSES = ['pending', 'contacted', 'booked', 'completed', 'cancelled'] as const;

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
  /** 'medium' is the fallback; a scan's own severity wins when scanId is given (docs/product-rules.md#vet-waitlist-and-referrals). */
  urgencyLevel: z.enum(URGENCY_LEVELS).optional(),
  scanId: z.string().max(64).optional().nullable(),
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
  createdAt: z.string(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/** GET /api/vet-referral-waitlist (admins): the newest entries, at most WAITLIST_LIST_LIMIT. */
export const WAITLIST_LIST_LIMIT = 500;
export const ZWaitlistList = z.array(ZWaitlistEntry);

/** GET /api/referrals query (admins): a limit it cannot read means the default. */
export const RECENT_REFERRALS = 10;
export const ZReferralListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(RECENT_REFERRALS)
    .transform((limit) => Math.min(limit, WAITLIST_LIST_LIMIT)),
});
export type TReferralListQuery = z.infer<typeof ZReferralListQuery>;

export const ZReferral = z.object({
  id: z.string(),
  userEmail: z.string(),
  petName: z.string().nullable(),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  status: z.enum(REFERRAL_STATUSES),
  createdAt: z.string(),
});
export type TReferral = z.infer<typeof ZReferral>;
export const ZReferralList = z.array(ZReferral);
