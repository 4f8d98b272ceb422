import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export function Spinner({ className, label = 'Loading…' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-ink', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-600" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-area loading state used while the session is being checked. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
