import { Suspense } from 'react';
import { Link } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { lazyPage } from '#web/lib/lazy-page.ts';

/**
 * A member's badge, tooltip and sign-out dialog load only for members, not with the landing page
 * (docs/performance.md#first-load).
 */
const MemberAccountArea = lazyPage(() =>
  import('./member-account-area.tsx').then((module) => module.MemberAccountArea),
);

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
    <Suspense fallback={null}>
      <MemberAccountArea user={user} isStacked={isStacked} onNavigate={onNavigate} />
    </Suspense>
  );
}
