import { ArrowRight, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#common/brand.ts';
import type { TUser } from '#common/contracts/auth.ts';
import { STARTER_QUOTA_LABEL } from '#common/plans.ts';
import { Button } from '#web/components/ui/button.tsx';

/** After signup: the account exists, the session is set and the guest's scan now belongs to the account. */
export function GuestWelcomePanel({ user }: { user: TUser }) {
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 font-semibold text-healthy">
        <PartyPopper aria-hidden="true" className="size-5" />
        Welcome to {PRODUCT_NAME}
        {user.firstName ? `, ${user.firstName}` : ''}!
      </p>
      <p className="text-sm text-muted-ink">
        You’re signed in and this scan is saved in your account. Your free Starter plan includes{' '}
        {STARTER_QUOTA_LABEL.toLowerCase()}.
      </p>
      <Button asChild>
        <Link to="/home">
          Go to your dashboard
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
