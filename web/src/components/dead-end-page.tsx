import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackHomeButton } from './back-home-button.tsx';
import { PageTitle } from './page-title.tsx';

interface DeadEndPageProps {
  title: string;
  /** Shown as the h1 when it differs from the tab title (the spec's '404 Page Not Found'). */
  heading?: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** A page that has nothing to show (unknown path, revoked share link): what happened, and the way home. */
export function DeadEndPage({ title, heading = title, icon: Icon, children }: DeadEndPageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <PageTitle title={title} />
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-4xl font-extrabold">{heading}</h1>
      <p className="mt-4 text-lg text-muted-ink">{children}</p>
      <BackHomeButton className="mt-8" />
    </section>
  );
}
