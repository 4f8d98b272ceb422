import { RotateCcw } from 'lucide-react';
import { PageTitle } from './page-title.tsx';
import { Button } from './ui/button.tsx';

interface LoadFailedPageProps {
  /** The tab title of the page that failed. */
  title: string;
  /** The h1, such as "Couldn’t load this scan". */
  heading: string;
  onRetry: () => void;
}

/**
 * A public page whose content did not arrive (no answer, or a server error): unlike a dead end
 * (DeadEndPage), trying again may work, so it offers that instead of the way home.
 */
export function LoadFailedPage({ title, heading, onRetry }: LoadFailedPageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <PageTitle title={title} />
      <h1 className="text-3xl font-extrabold">{heading}</h1>
      <p className="mt-3 text-muted-ink">Check your connection and try again.</p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </section>
  );
}
