import { z } from 'zod';
import { ZPageQuery, zPage } from './pagination.ts';
import { type TReferralStatus, ZReferralHistoryItem } from './referrals.ts';
import { ZFinding, ZScanStatus, ZSeverity, ZSpecies } from './scans.ts';
import { REFERRAL_STATUSES, URGENCY_LEVELS } from './waitlist.ts';

/** What a clinic's inbox lists: referrals an admin routed to it (a reopened, unrouted one is the admin's again). */
export const CLINIC_INBOX_STATUSES = REFERRAL_STATUSES.filter(
  (status): status is Exclude<TReferralStatus, 'pending'> => status !== 'pending',
);

/** The moves a clinic makes (docs/product-rules.md#referral-inbox). */
export const CLINIC_MOVES = ['contacted', 'booked', 'completed', 'declined'] as const;
export type TClinicMove = (typeof CLINIC_MOVES)[number];

/** Where a clinic may take a referral from each status; the admin's own moves are in referrals.ts. */
export const CLINIC_TRANSITIONS: Record<TReferralStatus, readonly TClinicMove[]> = {
  pending: [],
  routed: ['contacted', 'booked', 'declined'],
  contacted: ['booked', 'declined'],
  booked: ['completed', 'declined'],
  completed: [],
  declined: [],
  cancelled: [],
};

export function canClinicMove(from: TReferralStatus, to: TClinicMove): boolean {
  return CLINIC_TRANSITIONS[from].includes(to);
}

export const ZClinicReferralListQuery = ZPageQuery.extend({
  status: z
    .enum(CLINIC_INBOX_STATUSES, { error: `Status must be one of: ${CLINIC_INBOX_STATUSES.join(', ')}.` })
    .optional(),
});
export type TClinicReferralListQuery = z.infer<typeof ZClinicReferralListQuery>;

/**
 * The pet as the clinic sees it: from the scan's pet record when there is one, else what the owner
 * typed on the referral form (and the scan's species). `age` is words ("7 years", "8 months").
 */
export const ZReferralPet = z.object({
  name: z.string().nullable(),
  species: ZSpecies.nullable(),
  age: z.string().nullable(),
  breed: z.string().nullable(),
});
export type TReferralPet = z.infer<typeof ZReferralPet>;

export const ZClinicReferralSummary = z.object({
  id: z.string(),
  pet: ZReferralPet,
  urgencyLevel: z.enum(URGENCY_LEVELS),
  status: z.enum(REFERRAL_STATUSES),
  routedAt: z.string().nullable(),
  /** The owner shared the scan with the clinic. */
  hasSharedScan: z.boolean(),
});
export type TClinicReferralSummary = z.infer<typeof ZClinicReferralSummary>;

/** GET /api/clinic/referrals: newest routed first, one page. */
export const ZClinicReferralList = zPage(ZClinicReferralSummary);
export type TClinicReferralList = z.infer<typeof ZClinicReferralList>;

/** The shared scan, as the clinic sees it: the result and the photo, never the owner's other scans. */
export const ZClinicReferralScan = z.object({
  id: z.string(),
  createdAt: z.string(),
  species: ZSpecies.nullable(),
  status: ZScanStatus,
  severity: ZSeverity,
  confidence: z.number(),
  gingivalIndex: z.number().nullable(),
  calculusIndex: z.number().nullable(),
  gingivitisProbability: z.number().nullable(),
  calculusProbability: z.number().nullable(),
  findings: z.array(ZFinding),
  imageUrl: z.string(),
  mediumImageUrl: z.string().nullable(),
  overlayUrl: z.string().nullable(),
});
export type TClinicReferralScan = z.infer<typeof ZClinicReferralScan>;

export const ZClinicReferralDetail = z.object({
  id: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  createdAt: z.string(),
  routedAt: z.string().nullable(),
  owner: z.object({
    /** The account's name when the owner has an account with one; null otherwise. */
    name: z.string().nullable(),
    email: z.string(),
    location: z.string(),
  }),
  pet: ZReferralPet,
  /** The owner's message on the referral form. */
  concern: z.string().nullable(),
  /** Null when the owner did not share the scan (or the referral has none, or it was deleted). */
  scan: ZClinicReferralScan.nullable(),
  /** The moves this clinic may make now. */
  nextStatuses: z.array(z.enum(CLINIC_MOVES)),
  history: z.array(ZReferralHistoryItem),
});
export type TClinicReferralDetail = z.infer<typeof ZClinicReferralDetail>;

export const REASON_MAX = 500;

/**
 * POST /api/clinic/referrals/:id/status: declining needs a reason (it goes to the admin, not the
 * owner). `fromStatus` is the status the caller's page showed: a move from a page that is out of
 * date answers 409, so a colleague's step is never overwritten unseen.
 */
export const ZClinicStatusChange = z
  .object({
    status: z.enum(CLINIC_MOVES, { error: `Status must be one of: ${CLINIC_MOVES.join(', ')}.` }),
    fromStatus: z.enum(REFERRAL_STATUSES, {
      error: 'Send the status the referral had on your page (fromStatus).',
    }),
    reason: z
      .string()
      .trim()
      .max(REASON_MAX, `Reason must be at most ${REASON_MAX} characters`)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'declined' && !value.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Say why the clinic declines this referral.',
      });
    }
  });
export type TClinicStatusChange = z.input<typeof ZClinicStatusChange>;
