import { CircleAlert } from 'lucide-react';
import { badgeVariants } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

/** The Vet Referrals table's heading id, where the badge takes the admin. */
export const REFERRAL_ENTRIES_TITLE_ID = 'referral-entries-title';

/**
 * On the Vet Referrals card: how many referrals a clinic declined and now wait for an admin to route
 * them again or close them (docs/product-rules.md#admin). Nothing when none wait.
 */
export function DeclinedReferralsBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <a
      href={`#${REFERRAL_ENTRIES_TITLE_ID}`}
      data-testid="declined-referrals-badge"
      className={cn(
        badgeVariants({ tone: 'urgent' }),
        'mt-1 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-urgent',
      )}
    >
      <CircleAlert aria-hidden="true" />
      {count} declined: route again
    </a>
  );
}
