import { FileSearch, LockKeyhole, Sparkles, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FREE_SCAN_USED_TEXT, KEEP_RESULT_TITLE } from './scan-copy.ts';
import { TrialScanUsedPanel } from './trial-scan-used-panel.tsx';
import { useGuestFreeScan } from './use-guest-free-scan.ts';

const WRAPPING = 'h-auto min-h-11 whitespace-normal py-2';

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
    <div className="grid gap-4 rounded-2xl border border-coral-200 bg-coral-50 p-5 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-coral-700">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="text-lg font-bold">Free Scan Used</h3>
        {resultId ? <p className="mt-1 font-semibold text-ink">{KEEP_RESULT_TITLE}.</p> : null}
        <p className="mt-1 text-sm text-muted-ink">{FREE_SCAN_USED_TEXT}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {resultId ? (
          <Button asChild variant="outline" className={WRAPPING}>
            <Link to={`/scans/${encodeURIComponent(resultId)}`}>
              <FileSearch aria-hidden="true" />
              See your result
            </Link>
          </Button>
        ) : null}
        <Button asChild className={WRAPPING}>
          <Link to="/signup">
            <UserPlus aria-hidden="true" />
            Create a free account
          </Link>
        </Button>
        <Button asChild variant="accent" className={WRAPPING}>
          <Link to="/pricing">
            <Sparkles aria-hidden="true" />
            Upgrade to Plus
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-ink">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Log in
        </Link>
      </p>
    </div>
  );
}
