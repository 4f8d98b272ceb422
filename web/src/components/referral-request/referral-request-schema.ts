import type { z } from 'zod';
import type { TSeverity } from '#common/contracts/scans.ts';
import { type URGENCY_LEVELS, ZJoinWaitlistRequest } from '#common/contracts/waitlist.ts';

/** The fields the owner types; urgency and scan id come from the scan itself. */
export const ZReferralRequestFormValues = ZJoinWaitlistRequest.pick({
  email: true,
  location: true,
  petName: true,
  petAge: true,
  petBreed: true,
  concern: true,
  shareScanWithClinic: true,
});
export type TReferralRequestFormInput = z.input<typeof ZReferralRequestFormValues>;
export type TReferralRequestFormOutput = z.output<typeof ZReferralRequestFormValues>;
export const REFERRAL_REQUEST_FIELDS = [
  'email',
  'location',
  'petName',
  'petAge',
  'petBreed',
  'concern',
] as const;
export type ReferralRequestField = (typeof REFERRAL_REQUEST_FIELDS)[number];

type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

/**
 * 'medium' is the fallback urgency sent with a referral request (docs/product-rules.md#vet-referral-requests).
 */
export function urgencyFor(severity: TSeverity): UrgencyLevel {
  if (severity === 'urgent') return 'high';
  return 'medium';
}
