import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackHomeButton } from './back-home-button.tsx';
import { PageTitle } from './page-title.tsx';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

interface FeatureUnavailableProps {
  title: string;
  icon: LucideIcon;
  /** What the feature will do, so the visitor knows what they came for. */
  children: ReactNode;
}

/** An honest notice for a route whose feature is not part of this release. */
export function FeatureUnavailable({ title, icon: Icon, children }: FeatureUnavailableProps) {
  return (
    <section className="mx-auto flex max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <PageTitle title={title} />
      <Card className="w-full p-8 text-center sm:p-12">
        <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-extrabold">{title}</h1>
        <div className="mt-4 space-y-3 text-muted-ink">{children}</div>
        <p className="mt-6 inline-block rounded-full bg-sand px-4 py-1.5 text-sm font-semibold text-ink">
          Not available in this release yet
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <BackHomeButton />
          <Button asChild variant="outline">
            <Link to="/contact">Contact us</Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
