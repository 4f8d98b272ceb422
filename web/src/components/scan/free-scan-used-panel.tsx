import { FileSearch, LockKeyhole, Sparkles, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { useGuestResultId } from './guest-scan-flag.ts';
import { FREE_SCAN_USED_TEXT } from './scan-copy.ts';

/**
 * Shown instead of the upload buttons once a guest has used the free scan. The trial
 * scan is the same free scan, so the way on is an account (or Plus); the guest's
 * result stays one click away when this browser remembers it.
 */
export function FreeScanUsedPanel() {
  const resultId = useGuestResultId();
  return (
    <div className="grid gap-4 rounded-2xl border border-coral-200 bg-coral-50 p-5 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-coral-700">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="text-lg font-bold">Free Scan Used</h3>
        <p className="mt-1 text-sm text-muted-ink">{FREE_SCAN_USED_TEXT}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild className="h-auto min-h-11 whitespace-normal py-2">
          <Link to="/signup">
            <UserPlus aria-hidden="true" />
            Sign Up Free
          </Link>
        </Button>
        <Button asChild variant="accent" className="h-auto min-h-11 whitespace-normal py-2">
          <Link to="/pricing">
            <Sparkles aria-hidden="true" />
            Upgrade to Plus
          </Link>
        </Button>
      </div>
      {resultId ? (
        <Button asChild variant="outline" size="sm" className="mx-auto">
          <Link to={`/scans/${encodeURIComponent(resultId)}`}>
            <FileSearch aria-hidden="true" />
            See your result
          </Link>
        </Button>
      ) : null}
      <p className="text-sm text-muted-ink">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Log in
        </Link>
      </p>
    </div>
  );
}
