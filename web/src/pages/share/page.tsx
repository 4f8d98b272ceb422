import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useParams } from 'react-router';
import { isApiError } from '#web/api/client.ts';
import { sharedScanQuery } from '#web/api/share.queries.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { SharedScanNotFound } from './shared-scan-not-found.tsx';
import { SharedScanView } from './shared-scan-view.tsx';
import { useTrackSharedView } from './use-track-shared-view.ts';

/** /share/{shareId}: the public page behind a share link (docs/product-rules.md#sharing). */
export function SharePage() {
  const { shareId = '' } = useParams();
  const query = useQuery(sharedScanQuery(shareId));
  useTrackSharedView(shareId, query.data);

  if (query.isPending) {
    return (
      <>
        <PageTitle title="Shared dental scan" />
        <PageSpinner label="Loading shared scan…" />
      </>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <SharedScanNotFound />;
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <PageTitle title="Shared dental scan" />
        <h1 className="text-3xl font-extrabold">Couldn’t load this scan</h1>
        <p className="mt-3 text-muted-ink">Check your connection and try again.</p>
        <Button className="mt-6" onClick={() => query.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </section>
    );
  }
  return (
    <>
      <PageTitle title="Shared dental scan" />
      <SharedScanView scan={query.data} />
    </>
  );
}
