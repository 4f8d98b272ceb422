import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';

/** A spinner with its message on screen ('Loading...', 'Setting up your subscription...'). */
export function StatusSpinner({ message, isCompact = false }: { message: string; isCompact?: boolean }) {
  return (
    <div
      className={cn('flex flex-col items-center justify-center gap-3', isCompact ? 'py-8' : 'min-h-[50vh]')}
    >
      <Spinner label={message} className="[&_svg]:size-8" />
      <p className="text-sm font-medium text-muted-ink" aria-hidden="true">
        {message}
      </p>
    </div>
  );
}
