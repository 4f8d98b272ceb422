import { CalendarClock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { STARTER_QUOTA_PHRASE } from '#web/components/scan/scan-copy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

/** A Starter member who has used this window's scan learns when the next one comes, before uploading. */
export function ScanLimitPanel({ nextScanAt }: { nextScanAt: string }) {
  return (
    <div className="grid gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-brand-700">
        <CalendarClock aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="text-lg font-bold">Next free scan: {formatDateTime(nextScanAt)}</h3>
        <p className="mt-1 text-sm text-muted-ink">
          The Starter plan includes {STARTER_QUOTA_PHRASE}. Plus gives you unlimited scans.
        </p>
      </div>
      <Button asChild variant="accent" className="mx-auto">
        <Link to="/pricing">
          <Sparkles aria-hidden="true" />
          Upgrade to Plus
        </Link>
      </Button>
    </div>
  );
}
