import { useQuery } from '@tanstack/react-query';
import type { TUser } from '#common/contracts/auth.ts';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { ScanWidget } from '#web/features/scan/flow/scan-widget.tsx';
import { PetsCard } from './pets-card.tsx';
import { PlanStatusCard } from './plan-status-card.tsx';
import { RecentScans } from './recent-scans.tsx';
import { ScanAllowanceCard } from './scan-allowance-card.tsx';
import { SummaryError } from './summary-error.tsx';

/** The signed-in dashboard, shown at /home and at /. */
export function HomePage({ user }: { user: TUser }) {
  const summary = useQuery(meSummaryQuery());
  const greetingName = user.firstName?.trim() || 'there';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Home" />
      <div className="mb-8">
        <p className="text-sm font-bold tracking-wider text-coral-700 uppercase">Your dashboard</p>
        <h1 className="mt-2 text-4xl font-extrabold">Hi {greetingName}!</h1>
        <p className="mt-2 text-lg text-muted-ink">Ready to check on your pet’s smile?</p>
      </div>
      {/* One flat grid so phones get allowance, then scanner, then plan; desktops put the scanner left. */}
      <div className="grid items-start gap-6 lg:grid-cols-[1.3fr_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          {summary.isError ? (
            <SummaryError
              error={summary.error}
              onRetry={() => summary.refetch()}
              isRetrying={summary.isFetching}
            />
          ) : (
            <ScanAllowanceCard summary={summary.data} />
          )}
        </div>
        <div id="scan" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ScanWidget mode="default" />
        </div>
        <div className="grid gap-6 lg:col-start-2 lg:row-start-2">
          <PetsCard />
          <PlanStatusCard user={user} />
        </div>
      </div>
      <RecentScans summary={summary.data} isError={summary.isError} className="mt-10" />
    </div>
  );
}
