import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** The honest upgrade line: what Plus adds here, and where to read the plans. No pressure copy. */
export function UpgradePrompt({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('flex items-start gap-3 rounded-2xl border border-coral-200 bg-coral-50 p-4', className)}
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-700" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-muted-ink">{children}</p>
        <Link to="/pricing" className="font-semibold text-coral-800 underline underline-offset-4">
          See Plus on the pricing page
        </Link>
      </div>
    </div>
  );
}
