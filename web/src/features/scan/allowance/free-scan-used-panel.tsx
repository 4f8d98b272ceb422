import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { FREE_SCAN_USED_TEXT, KEEP_RESULT_TITLE } from '#web/components/scan/scan-copy.ts';
import { ScanUsedCard } from './scan-used-card.tsx';
import { TrialScanUsedPanel } from './trial-scan-used-panel.tsx';
import { useGuestFreeScan } from './use-guest-free-scan.ts';

/**
 * Shown instead of the upload buttons once a guest has used the free scan (or a trial
 * account, which has the guest's allowance, has used it). The trial scan is the same
 * free scan, so the way on is an account (or Plus). The guest's result, found by the
 * server from the guest cookie, stays one click away, and signing up keeps it.
 */
export function FreeScanUsedPanel() {
  const { user } = useCurrentUser();
  const { resultId } = useGuestFreeScan();
  if (user?.isTrial) return <TrialScanUsedPanel />;
  return (
    <ScanUsedCard
      title="Free Scan Used"
      description={
        <>
          {resultId ? <p className="mt-1 font-semibold text-ink">{KEEP_RESULT_TITLE}.</p> : null}
          <p className="mt-1 text-sm text-muted-ink">{FREE_SCAN_USED_TEXT}</p>
        </>
      }
      resultId={resultId}
      primary={{ to: '/signup', icon: UserPlus, label: 'Create a free account' }}
    >
      <p className="text-sm text-muted-ink">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Log in
        </Link>
      </p>
    </ScanUsedCard>
  );
}
