import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '#web/api/client.ts';
import { scanDetailQuery } from '#web/api/scans.queries.ts';
import { BackHomeButton } from '#web/components/back-home-button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { referralRequestFormId } from '#web/components/referral-request/referral-request-anchor.ts';
import { offersReferralRequest } from '#web/components/share/offers-referral-request.ts';
import { ScanResultExtras } from '#web/components/share/scan-result-extras.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ScanResultView } from '#web/features/scan/result/scan-result-view.tsx';
import { forgetGuestResult, isGuestResult } from '#web/lib/guest-scan-flag.ts';
import { DeleteScanButton } from './delete-scan-button.tsx';

type Unavailable = 'sign-in' | 'not-found' | 'guest-result-gone';

const UNAVAILABLE_COPY: Record<Unavailable, { title: string; text: string }> = {
  'sign-in': { title: 'Log in to see this scan', text: 'Scans are private to their owner.' },
  'not-found': {
    title: 'Scan Not Found',
    text: 'This scan does not exist, was deleted, or belongs to another account.',
  },
  'guest-result-gone': {
    title: 'Scan Not Found',
    text: 'Your free scan is no longer available in this browser: it was deleted, or saved to an account. Log in to see the scans in your account.',
  },
};

function ScanUnavailable({ reason }: { reason: Unavailable }) {
  const copy = UNAVAILABLE_COPY[reason];
  return (
    <Card className="grid gap-4 p-8 text-center">
      <h1 className="text-2xl font-extrabold">{copy.title}</h1>
      <p className="text-muted-ink">{copy.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {reason === 'not-found' ? null : (
          <Button asChild>
            <Link to="/login">Log In</Link>
          </Button>
        )}
        {reason === 'sign-in' ? null : (
          <Button asChild variant={reason === 'not-found' ? 'primary' : 'outline'}>
            <Link to="/">Back to Home</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}

/**
 * /scans/:scanId: one saved result, opened from the dashboard's recent scans, or by a
 * guest from the 'Free Scan Used' panel (the server shows a guest their unclaimed scan).
 */
export function ScanDetailPage() {
  const { scanId = '' } = useParams();
  const { data: scan, error, isPending } = useQuery(scanDetailQuery(scanId));
  // Read once per scan: the effect below forgets the id, and the message should still say why.
  const [guestResult] = useState(() => ({ scanId, isOwn: isGuestResult(scanId) }));
  const isOwnGuestResult = guestResult.scanId === scanId && guestResult.isOwn;
  const isGone = isApiError(error) && error.status === 404;

  useEffect(() => {
    if (isGone) forgetGuestResult(scanId);
  }, [isGone, scanId]);

  const unavailable: Unavailable | null = !error
    ? null
    : isApiError(error) && error.status === 401
      ? 'sign-in'
      : isOwnGuestResult
        ? 'guest-result-gone'
        : 'not-found';

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title="Scan result" />
      <div className="flex items-center justify-between gap-3">
        <BackHomeButton variant="ghost" size="sm" />
        {scan ? <DeleteScanButton scanId={scan.id} /> : null}
      </div>
      {isPending ? <PageSpinner label="Loading scan…" /> : null}
      {unavailable ? <ScanUnavailable reason={unavailable} /> : null}
      {scan ? (
        <Card className="p-5 sm:p-8">
          <ScanResultView
            scan={scan}
            title="Scan result"
            titleAs="h1"
            referralRequestFormId={offersReferralRequest(scan) ? referralRequestFormId(scan.id) : undefined}
          >
            <ScanResultExtras scan={scan} />
          </ScanResultView>
        </Card>
      ) : null}
    </div>
  );
}
