import { RotateCcw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { PageTitle } from './page-title.tsx';
import { Button } from './ui/button.tsx';

/** Shown when a page throws while rendering: a way out instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <PageTitle title="Something went wrong" />
      <h1 className="text-3xl font-extrabold">Something went wrong</h1>
      <p className="mt-3 text-muted-ink">This page hit an unexpected error. Reloading usually helps.</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" />
          Reload
        </Button>
        <Button asChild variant="outline">
          <a href="/">Back to Home</a>
        </Button>
      </div>
    </main>
  );
}
