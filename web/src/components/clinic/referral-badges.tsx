import type { TReferralStatus } from '#common/contracts/referrals.ts';
import type { URGENCY_LEVELS } from '#common/contracts/waitlist.ts';
import { Badge } from '#web/components/ui/badge.tsx';

export const REFERRAL_STATUS_LABEL: Record<TReferralStatus, string> = {
  pending: 'Pending',
  routed: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const STATUS_TONE = {
  pending: 'neutral',
  routed: 'coral',
  contacted: 'brand',
  booked: 'inflamed',
  completed: 'healthy',
  declined: 'neutral',
  cancelled: 'neutral',
} as const;

/** A referral's status as the clinic reads it: an admin's 'routed' is new to the clinic. */
export function ReferralStatusBadge({ status }: { status: TReferralStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{REFERRAL_STATUS_LABEL[status]}</Badge>;
}

type Urgency = (typeof URGENCY_LEVELS)[number];

const URGENCY = {
  high: { label: 'Urgent', tone: 'urgent' },
  medium: { label: 'Soon', tone: 'inflamed' },
  low: { label: 'Routine', tone: 'neutral' },
} as const;

/** The same words as the clinic's mail (server/services/referrals/clinic-referral-mail.ts). */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { label, tone } = URGENCY[urgency];
  return <Badge tone={tone}>{label}</Badge>;
}
