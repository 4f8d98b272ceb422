import { CreditCard, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { isPlusStatus, STARTER_QUOTA_LABEL } from '#common/plans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import { displayNameFor } from './nav-items.ts';
import { SignOutButton } from './sign-out-button.tsx';

/**
 * The real plan ('Free User' or 'Plus'). For an account that can pay it links to the billing page,
 * which keeps the header within one line at 1280 px for an admin's full set of links.
 */
export function PlanBadge({ user, onNavigate }: { user: TUser; onNavigate?: () => void }) {
  const isPlus = isPlusStatus(user.subscriptionStatus);
  const label = isPlus ? 'Plus' : 'Free User';
  const badge = (
    <Badge
      tone={isPlus ? 'coral' : 'brand'}
      tabIndex={user.isTrial ? 0 : undefined}
      className="cursor-default"
    >
      {isPlus ? <Sparkles aria-hidden="true" /> : null}
      {label}
    </Badge>
  );
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {user.isTrial ? (
          badge
        ) : (
          <Link
            to="/account/billing"
            onClick={onNavigate}
            aria-label={`${label}: plan and billing`}
            className="rounded-full [&>span]:cursor-pointer"
          >
            {badge}
          </Link>
        )}
      </TooltipTrigger>
      <TooltipContent>
        {isPlus ? 'Plus: unlimited scans' : `Starter plan: ${STARTER_QUOTA_LABEL}`}
      </TooltipContent>
    </Tooltip>
  );
}

/** The header's account area for a signed-in member: plan, account link, billing, sign out. */
export function MemberAccountArea({
  user,
  isStacked = false,
  onNavigate,
}: {
  user: TUser;
  isStacked?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <div className={cn('flex items-center gap-2 2xl:gap-3', isStacked && 'flex-col items-stretch gap-3')}>
      <div className="flex items-center gap-2">
        {/* A clinic staff account has no plan or billing of its own (docs/product-rules.md#clinic-accounts). */}
        {user.role === 'vet' ? null : <PlanBadge user={user} onNavigate={onNavigate} />}
        <Link
          to="/account"
          onClick={onNavigate}
          aria-label={`Account settings for ${displayNameFor(user)}`}
          className="inline-flex max-w-28 items-center gap-1 truncate rounded-md text-sm font-medium text-muted-ink hover:text-ink"
        >
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{displayNameFor(user)}</span>
        </Link>
        {user.isTrial || user.role === 'vet' || !isStacked ? null : (
          <Link
            to="/account/billing"
            onClick={onNavigate}
            className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-ink hover:text-ink"
          >
            <CreditCard aria-hidden="true" className="size-4 shrink-0" />
            Billing
          </Link>
        )}
      </div>
      <SignOutButton user={user} onNavigate={onNavigate} />
    </div>
  );
}
