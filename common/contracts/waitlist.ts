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
  /** SPEC: 'medium' is the fallback; a scan's own severity wins when scanId is given. */
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

export const ZReferral = z.object({
  id: z.string(),
  userEmail: z.string(),
  petName: z.string().nullable(),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  status: z.enum(REFERRAL_STATUSES),
  createdAt: z.string(),
});
export type TReferral = z.infer<typeof ZReferral>;
