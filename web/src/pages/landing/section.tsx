import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  /** Light text for a dark band. */
  isDark?: boolean;
  children: ReactNode;
}

/** A landing-page band with a consistent heading block. */
export function Section({ id, eyebrow, title, intro, className, isDark = false, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('px-4 py-16 sm:px-6 sm:py-24', className)}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          {eyebrow ? (
            <p
              className={cn(
                'mb-3 text-sm font-bold tracking-wider uppercase',
                isDark ? 'text-coral-300' : 'text-coral-700',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className={cn('text-3xl font-extrabold sm:text-4xl', isDark && 'text-white')}>
            {title}
          </h2>
          {intro ? (
            <div className={cn('mt-4 text-lg', isDark ? 'text-brand-100' : 'text-muted-ink')}>{intro}</div>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
