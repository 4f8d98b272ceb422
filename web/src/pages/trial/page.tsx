import { Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TScanResult } from '#common/contracts/scans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { BackHomeButton } from '#web/components/back-home-button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ScanWidget } from '#web/features/scan/flow/scan-widget.tsx';
import { SCAN_PARAM, STEP_PARAM } from '#web/features/scan/flow/use-scan-step-url.ts';
import { MemberTrialNotice } from './member-trial-notice.tsx';
import { TrialUpsell } from './trial-upsell.tsx';
import { useTrialAccount } from './use-trial-account.ts';

/**
 * /trial: the scanner without signup, then the upsell; a member is told where they scan
 * (docs/product-rules.md#plans-and-quotas).
 */
export function TrialPage() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams] = useSearchParams();
  // A reload on a scanner step (docs/product-rules.md#guided-capture) finds the trial account the
  // guest's scan made: it keeps the trial scanner and its result.
  const isTrialOnAStep =
    Boolean(user?.isTrial) && (searchParams.has(SCAN_PARAM) || searchParams.has(STEP_PARAM));
  const [hasScanned, setHasScanned] = useState(false);
  // Decided once: a guest who scans here becomes a trial account mid-visit and must keep their result.
  const [isGuestVisit, setGuestVisit] = useState(false);
  if (!isLoading && (!user || isTrialOnAStep) && !isGuestVisit) setGuestVisit(true);
  const startTrialAccount = useTrialAccount();

  const onScanComplete = async (scan: TScanResult) => {
    await startTrialAccount(scan);
    setHasScanned(true);
  };

  const isMemberVisit = Boolean(user) && !isGuestVisit;
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title="Free Trial Scan" />
      <div className="flex items-center justify-between gap-3">
        <BackHomeButton variant="ghost" size="sm" />
        {isMemberVisit ? null : (
          <Button asChild size="sm">
            <Link to="/signup">Get Full Access</Link>
          </Button>
        )}
      </div>
      {isLoading && !isGuestVisit ? <PageSpinner /> : null}
      {user && isMemberVisit ? <MemberTrialNotice user={user} /> : null}
      {isGuestVisit ? (
        <>
          <div className="text-center">
            <p className="mb-2 text-sm font-bold tracking-wider text-coral-700 uppercase">Free trial</p>
            <h1 className="text-display font-extrabold">Try a dental scan, no signup</h1>
            <p className="mx-auto mt-3 max-w-xl text-lg text-muted-ink">
              Take or upload a photo of your pet’s gums and teeth and get a screening result with care advice.
            </p>
          </div>
          <ScanWidget mode="trial" onScanComplete={onScanComplete} />
          {hasScanned || (isTrialOnAStep && searchParams.has(SCAN_PARAM)) ? <TrialUpsell /> : null}
        </>
      ) : null}
      <p className="flex items-start gap-2 rounded-2xl bg-sand px-4 py-3 text-sm text-muted-ink">
        <Stethoscope aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {isMemberVisit ? 'A PawSmile scan' : 'This trial scan'} is a screening tool and is not a substitute
        for veterinary care. If your pet is in pain, will not eat, or has pale, blue or grey gums, contact a
        veterinarian now.
      </p>
    </div>
  );
}
