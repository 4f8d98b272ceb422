import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '#web/api/client.ts';
import { sharedScanQuery } from '#web/api/share.queries.ts';
import { LoadFailedPage } from '#web/components/load-failed-page.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
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
      <LoadFailedPage
        title="Shared dental scan"
        heading="Couldn’t load this scan"
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <>
      <PageTitle title="Shared dental scan" />
      <SharedScanView scan={query.data} />
    </>
  );
}
