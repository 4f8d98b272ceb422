import { Camera, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { TMeSummary } from '#common/contracts/me.ts';
import { STARTER_HISTORY_LIMIT } from '#common/plans.ts';
import { UpgradePrompt } from '#web/components/pets/upgrade-prompt.tsx';
import { ScanHistoryList } from '#web/components/scan/scan-history-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

interface RecentScansProps {
  summary: TMeSummary | undefined;
  isError: boolean;
  className?: string;
}

export function RecentScans({ summary, isError, className }: RecentScansProps) {
  const scans = summary?.recentScans ?? [];
  return (
    <section aria-labelledby="recent-scans-heading" className={className}>
      <h2 id="recent-scans-heading" className="mb-4 text-2xl font-extrabold">
        Recent scans
      </h2>
      {!summary || isError ? (
        <Card className="p-6 text-sm text-muted-ink">
          {isError ? 'Your recent scans could not be loaded.' : 'Loading your scans…'}
        </Card>
      ) : scans.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-sand text-brand-700">
            <ImageOff aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 font-display text-lg font-bold">No scans yet</p>
          <p className="mt-1 max-w-sm text-sm text-muted-ink">
            Your results will appear here, so you can follow your pet’s gum health over time.
          </p>
          <Button asChild className="mt-5">
            <Link to="#scan">
              <Camera aria-hidden="true" />
              Take your first scan
            </Link>
          </Button>
        </Card>
      ) : (
        <ScanHistoryList scans={scans} className="sm:grid-cols-2 lg:grid-cols-3" />
      )}
      {summary?.plan === 'starter' && scans.length > 0 ? (
        <UpgradePrompt title={`Starter shows your latest ${STARTER_HISTORY_LIMIT} scans`} className="mt-4">
          Older scans are kept. Plus shows each pet’s complete history, before/after comparisons and a
          progress chart.
        </UpgradePrompt>
      ) : null}
    </section>
  );
}
