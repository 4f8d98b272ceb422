import type { z } from 'zod';
import type { TSeverity } from '#common/contracts/scans.ts';
import { type URGENCY_LEVELS, ZJoinWaitlistRequest } from '#common/contracts/waitlist.ts';

/** The fields the owner types; urgency and scan id come from the scan itself. */
export const ZWaitlistFormValues = ZJoinWaitlistRequest.pick({
  email: true,
  location: true,
  petName: true,
  petAge: true,
  petBreed: true,
  concern: true,
  shareScanWithClinic: true,
});
export type TWaitlistFormInput = z.input<typeof ZWaitlistFormValues>;
export type TWaitlistFormOutput = z.output<typeof ZWaitlistFormValues>;
export const WAITLIST_FIELDS = ['email', 'location', 'petName', 'petAge', 'petBreed', 'concern'] as const;
export type WaitlistField = (typeof WAITLIST_FIELDS)[number];

type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

/**
 * 'medium' is the fallback urgency sent to the waitlist (docs/product-rules.md#vet-referral-requests).
 */
export function urgencyFor(severity: TSeverity): UrgencyLevel {
  if (severity === 'urgent') return 'high';
  return 'medium';
}
