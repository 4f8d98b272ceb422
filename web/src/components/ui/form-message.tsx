import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A message about a whole form: an error (announced at once) or a calm status line. */
export function FormMessage({
  tone = 'error',
  className,
  ...props
}: ComponentProps<'p'> & { tone?: 'error' | 'success' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-3.5 py-2.5 text-sm font-medium',
        tone === 'error' ? 'bg-urgent-soft text-urgent' : 'bg-brand-50 text-brand-800',
        className,
      )}
      {...props}
    />
  );
}
