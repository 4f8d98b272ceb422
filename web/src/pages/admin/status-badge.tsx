import type { TReferralStatus } from '#common/contracts/referrals.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const TONE = {
  pending: 'neutral',
  routed: 'brand',
  contacted: 'brand',
  booked: 'inflamed',
  completed: 'healthy',
  declined: 'urgent',
  cancelled: 'urgent',
} as const;

export function StatusBadge({ status }: { status: TReferralStatus }) {
  return (
    <Badge tone={TONE[status]} className="capitalize">
      {status}
    </Badge>
  );
}
