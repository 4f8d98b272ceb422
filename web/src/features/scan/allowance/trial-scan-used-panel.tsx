import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import { TRIAL_KEEP_TEXT } from '#web/components/scan/scan-copy.ts';
import { ScanUsedCard } from './scan-used-card.tsx';

/**
 * A trial account (made on /trial, no e-mail or password) has used the guest's one
 * free scan. Adding an e-mail and password on /signup upgrades this same account,
 * keeps its scans, and gives it the Starter allowance.
 */
export function TrialScanUsedPanel() {
  const { data: summary } = useQuery(meSummaryQuery());
  return (
    <ScanUsedCard
      title="Trial Scan Used"
      description={<p className="mt-1 text-sm text-muted-ink">{TRIAL_KEEP_TEXT}</p>}
      resultId={summary?.recentScans[0]?.id}
      primary={{ to: '/signup', icon: KeyRound, label: 'Add e-mail and password' }}
    />
  );
}
