import { useQuery } from '@tanstack/react-query';
import { FileSearch, KeyRound, LockKeyhole, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TRIAL_KEEP_TEXT } from './scan-copy.ts';

const WRAPPING = 'h-auto min-h-11 whitespace-normal py-2';

/**
 * A trial account (made on /trial, no e-mail or password) has used the guest's one
 * free scan. Adding an e-mail and password on /signup upgrades this same account,
 * keeps its scans, and gives it the Starter allowance.
 */
export function TrialScanUsedPanel() {
  const { data: summary } = useQuery(meSummaryQuery());
  const latest = summary?.recentScans[0];
  return (
    <div className="grid gap-4 rounded-2xl border border-coral-200 bg-coral-50 p-5 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-coral-700">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="text-lg font-bold">Trial Scan Used</h3>
        <p className="mt-1 text-sm text-muted-ink">{TRIAL_KEEP_TEXT}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {latest ? (
          <Button asChild variant="outline" className={WRAPPING}>
            <Link to={`/scans/${encodeURIComponent(latest.id)}`}>
              <FileSearch aria-hidden="true" />
              See your result
            </Link>
          </Button>
        ) : null}
        <Button asChild className={WRAPPING}>
          <Link to="/signup">
            <KeyRound aria-hidden="true" />
            Add e-mail and password
          </Link>
        </Button>
        <Button asChild variant="accent" className={WRAPPING}>
          <Link to="/pricing">
            <Sparkles aria-hidden="true" />
            Upgrade to Plus
          </Link>
        </Button>
      </div>
    </div>
  );
}
