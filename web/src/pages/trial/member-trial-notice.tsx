import { useQuery } from '@tanstack/react-query';
import { Infinity as InfinityIcon, KeyRound, LayoutDashboard, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import type { TMeSummary } from '#common/contracts/me.ts';
import { isPlusStatus } from '#common/plans.ts';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import {
  SCAN_STILL_PROCESSING_TEXT,
  STARTER_QUOTA_PHRASE,
  TRIAL_KEEP_TEXT,
} from '#web/components/scan/scan-copy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

function starterAllowance(summary: TMeSummary | undefined): string {
  if (!summary || summary.scanLimit === null) return `Your Starter plan includes ${STARTER_QUOTA_PHRASE}.`;
  if (summary.scanPendingUntil) return SCAN_STILL_PROCESSING_TEXT;
  const left = Math.max(0, summary.scanLimit - summary.scansUsed);
  if (left > 0 || !summary.nextScanAt) {
    return `You have ${left} of ${summary.scanLimit} ${summary.scanLimit === 1 ? 'scan' : 'scans'} left this period (${STARTER_QUOTA_PHRASE}).`;
  }
  return `You have used this period’s scan. Next free scan: ${formatDateTime(summary.nextScanAt)}.`;
}

/**
 * /trial for someone already signed in: the trial's 'no signup' pitch does not fit
 * them, so it says where they scan and what their plan gives them instead.
 */
export function MemberTrialNotice({ user }: { user: TUser }) {
  const { data: summary } = useQuery(meSummaryQuery());
  const isPlus = isPlusStatus(user.subscriptionStatus);
  const title =
    user.isTrial && !isPlus ? 'You have a trial account' : 'You’re signed in: scan from your dashboard';
  const text = isPlus
    ? 'Your Plus plan includes unlimited scans, your complete scan history and the AI chat.'
    : user.isTrial
      ? `Your trial scan is saved in this account, which has no e-mail or password yet. ${TRIAL_KEEP_TEXT}`
      : starterAllowance(summary);
  return (
    <Card className="grid gap-5 p-6 text-center sm:p-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        {isPlus ? (
          <InfinityIcon aria-hidden="true" className="size-7" />
        ) : (
          <LayoutDashboard aria-hidden="true" className="size-7" />
        )}
      </span>
      <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <p className="mx-auto max-w-xl text-lg text-muted-ink">{text}</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {user.isTrial && !isPlus ? (
          <Button asChild size="lg">
            <Link to="/signup">
              <KeyRound aria-hidden="true" />
              Add e-mail and password
            </Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={user.isTrial && !isPlus ? 'outline' : 'primary'}>
          <Link to="/home#scan">
            <LayoutDashboard aria-hidden="true" />
            Go to your dashboard
          </Link>
        </Button>
        {!isPlus && !user.isTrial ? (
          <Button asChild size="lg" variant="accent">
            <Link to="/pricing">
              <Sparkles aria-hidden="true" />
              Upgrade to Plus
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
