import { LockKeyhole, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { FREE_SCAN_USED_TEXT } from './scan-copy.ts';

/**
 * Shown instead of the upload buttons once a guest has used the free scan. On /trial
 * itself 'Try Free Scan First' would loop back here, so that page offers signup instead.
 */
export function FreeScanUsedPanel({ mode }: { mode: 'default' | 'trial' }) {
  return (
    <div className="grid gap-4 rounded-2xl border border-coral-200 bg-coral-50 p-5 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-coral-700">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="text-lg font-bold">Free Scan Used</h3>
        <p className="mt-1 text-sm text-muted-ink">{FREE_SCAN_USED_TEXT}</p>
      </div>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {mode === 'trial' ? (
          <Button asChild>
            <Link to="/signup">Create Free Account</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/trial">Try Free Scan First</Link>
          </Button>
        )}
        <Button asChild variant="accent">
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
