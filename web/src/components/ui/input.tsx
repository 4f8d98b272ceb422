import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full rounded-xl border border-field-line bg-white px-3.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted-ink/80 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:opacity-60 aria-invalid:border-urgent aria-invalid:focus-visible:outline-urgent/30 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
