import { Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { isPlusStatus, STARTER_QUOTA_LABEL } from '#common/plans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import { displayNameFor } from './nav-items.ts';
import { SignOutButton } from './sign-out-button.tsx';

export function PlanBadge({ user }: { user: TUser }) {
  const isPlus = isPlusStatus(user.subscriptionStatus);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge tone={isPlus ? 'coral' : 'brand'} tabIndex={0} className="cursor-default">
          {isPlus ? <Sparkles aria-hidden="true" /> : null}
          {isPlus ? 'Plus' : 'Free User'}
        </Badge>
      </TooltipTrigger>
      <TooltipContent>
        {isPlus ? 'Plus: unlimited scans' : `Starter plan: ${STARTER_QUOTA_LABEL}`}
      </TooltipContent>
    </Tooltip>
  );
}

interface AccountAreaProps {
  user: TUser | null;
  /** Stacked layout for the mobile menu. */
  isStacked?: boolean;
  onNavigate?: () => void;
}

export function AccountArea({ user, isStacked = false, onNavigate }: AccountAreaProps) {
  if (!user) {
    return (
      <div className={cn('flex items-center gap-2', isStacked && 'flex-col items-stretch')}>
        <Button asChild variant={isStacked ? 'outline' : 'ghost'} size="sm">
          <Link to="/login" onClick={onNavigate}>
            Log In
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/signup" onClick={onNavigate}>
            Sign Up
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={cn('flex items-center gap-2 2xl:gap-3', isStacked && 'flex-col items-stretch gap-3')}>
      <div className="flex items-center gap-2">
        <PlanBadge user={user} />
        <Link
          to="/account"
          onClick={onNavigate}
          aria-label={`Account settings for ${displayNameFor(user)}`}
          className="inline-flex max-w-28 items-center gap-1 truncate rounded-md text-sm font-medium text-muted-ink hover:text-ink"
        >
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{displayNameFor(user)}</span>
        </Link>
      </div>
      <SignOutButton user={user} onNavigate={onNavigate} />
    </div>
  );
}
