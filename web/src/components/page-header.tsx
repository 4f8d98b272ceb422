import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
}

/** The single h1 of a content page, with an optional lede. */
export function PageHeader({ eyebrow, title, children, className }: PageHeaderProps) {
  return (
    <div className={cn('mx-auto max-w-3xl px-4 pt-12 pb-8 text-center sm:px-6 sm:pt-16', className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-bold tracking-wider text-coral-700 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-display font-extrabold sm:text-display-lg">{title}</h1>
      {children ? <div className="mt-4 text-lg text-muted-ink">{children}</div> : null}
    </div>
  );
}
