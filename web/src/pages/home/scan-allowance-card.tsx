import { CalendarClock, Infinity as InfinityIcon, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import type { TMeSummary } from '#common/contracts/me.ts';
import { SCAN_STILL_PROCESSING_TEXT, TRIAL_KEEP_TEXT } from '#web/components/scan/scan-copy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

/** Scans left in the current window and when the next one frees up; numbers come from the server. */
export function ScanAllowanceCard({ summary }: { summary: TMeSummary | undefined }) {
  if (!summary) {
    return (
      <Card className="flex min-h-40 items-center justify-center p-6">
        <Spinner label="Loading your scan allowance…" />
      </Card>
    );
  }
  if (summary.scanLimit === null) {
    return (
      <Card className="p-6">
        <h2 className="font-sans text-sm font-bold text-muted-ink">Scans this period</h2>
        <p className="mt-2 flex items-center gap-2 font-display text-3xl font-extrabold">
          <InfinityIcon aria-hidden="true" className="size-8 text-brand-700" />
          Unlimited
        </p>
        <p className="mt-1 text-sm text-muted-ink">
          {summary.scansUsed} {summary.scansUsed === 1 ? 'scan' : 'scans'} in the last {summary.windowDays}{' '}
          days.
        </p>
      </Card>
    );
  }
  const left = Math.max(0, summary.scanLimit - summary.scansUsed);
  // The bar shows what is left, like the number above it: empty when no scan is left.
  const percentLeft = Math.min(100, Math.round((left / Math.max(1, summary.scanLimit)) * 100));
  return (
    <Card className="p-6">
      <h2 className="font-sans text-sm font-bold text-muted-ink">
        {summary.isTrial ? 'Trial scans left' : 'Scans left this period'}
      </h2>
      <p className="mt-2 font-display text-4xl font-extrabold">
        {left}
        <span className="text-xl text-muted-ink"> of {summary.scanLimit}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Scans left"
        aria-valuemin={0}
        aria-valuemax={summary.scanLimit}
        aria-valuenow={left}
        aria-valuetext={`${left} of ${summary.scanLimit} left`}
        className="mt-4 h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          data-testid="scans-left-bar"
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${percentLeft}%` }}
        />
      </div>
      {summary.isTrial ? (
        <TrialAllowance left={left} isPending={summary.scanPendingUntil !== null} />
      ) : (
        <StarterAllowance summary={summary} left={left} />
      )}
    </Card>
  );
}

/** A trial account has the guest's one scan, ever: more comes only with an e-mail and password. */
function TrialAllowance({ left, isPending }: { left: number; isPending: boolean }) {
  return (
    <>
      <p className="mt-4 text-sm text-ink">
        {isPending
          ? `${SCAN_STILL_PROCESSING_TEXT} `
          : left > 0
            ? 'Your trial scan is ready now. '
            : 'Your trial scan is used. '}
        {TRIAL_KEEP_TEXT}
      </p>
      <Button asChild size="sm" className="mt-4">
        <Link to="/signup">
          <KeyRound aria-hidden="true" />
          Add e-mail and password
        </Link>
      </Button>
    </>
  );
}

function StarterAllowance({ summary, left }: { summary: TMeSummary; left: number }) {
  return (
    <>
      <p className="mt-4 flex items-start gap-2 text-sm text-ink">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {summary.scanPendingUntil ? (
          <span>{SCAN_STILL_PROCESSING_TEXT}</span>
        ) : left > 0 || !summary.nextScanAt ? (
          <span>A free scan is ready now.</span>
        ) : (
          <span>
            Next free scan: <strong>{formatDateTime(summary.nextScanAt)}</strong>
          </span>
        )}
      </p>
      <p className="mt-2 text-xs text-muted-ink">The period is a rolling {summary.windowDays} days.</p>
    </>
  );
}
