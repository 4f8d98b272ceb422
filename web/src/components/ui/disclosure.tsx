import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

type DisclosureProps = Omit<ComponentProps<'details'>, 'title'> & {
  title: ReactNode;
  /** Shown after the title while folded, e.g. what is inside. */
  hint?: ReactNode;
};

/**
 * A native <details>: keyboard (Enter/Space), the expanded state for screen readers and
 * find-in-page all come from the browser. The summary holds no heading, because a summary
 * is a button and would hide it from heading navigation; headings go inside.
 */
export function Disclosure({ title, hint, className, children, ...props }: DisclosureProps) {
  return (
    <details className={cn('group rounded-2xl border border-line bg-white', className)} {...props}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 hover:bg-sand/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span className="grid gap-0.5">
          <span className="font-display text-base font-bold text-ink">{title}</span>
          {hint ? <span className="text-sm text-muted-ink">{hint}</span> : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-6 border-t border-line p-4">{children}</div>
    </details>
  );
}
