import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/client.ts';
import { scanDetailQuery } from '../../api/scans.queries.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { ScanResultView } from '../../components/scan/scan-result-view.tsx';
import { ScanResultExtras } from '../../components/share/scan-result-extras.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { DeleteScanButton } from './delete-scan-button.tsx';

function ScanUnavailable({ isSignInNeeded }: { isSignInNeeded: boolean }) {
  return (
    <Card className="grid gap-4 p-8 text-center">
      <h1 className="text-2xl font-extrabold">
        {isSignInNeeded ? 'Log in to see this scan' : 'Scan Not Found'}
      </h1>
      <p className="text-muted-ink">
        {isSignInNeeded
          ? 'Scans are private to their owner.'
          : 'This scan does not exist, was deleted, or belongs to another account.'}
      </p>
      <Button asChild className="mx-auto">
        <Link to={isSignInNeeded ? '/login' : '/'}>{isSignInNeeded ? 'Log In' : 'Back to Home'}</Link>
      </Button>
    </Card>
  );
}

/** /scans/:scanId: one saved result, opened from the dashboard's recent scans. */
export function ScanDetailPage() {
  const { scanId = '' } = useParams();
  const { data: scan, error, isPending } = useQuery(scanDetailQuery(scanId));

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title="Scan result" />
      <div className="flex items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        {scan ? <DeleteScanButton scanId={scan.id} /> : null}
      </div>
      {isPending ? <PageSpinner label="Loading scan…" /> : null}
      {error ? <ScanUnavailable isSignInNeeded={isApiError(error) && error.status === 401} /> : null}
      {scan ? (
        <Card className="p-5 sm:p-8">
          <ScanResultView scan={scan} title="Scan result" titleAs="h1">
            <ScanResultExtras scan={scan} />
          </ScanResultView>
        </Card>
      ) : null}
    </div>
  );
}
