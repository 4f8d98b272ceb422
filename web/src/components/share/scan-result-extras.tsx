import type { TScanResult } from '#common/contracts/scans.ts';
import { GuestSignupPrompt } from '#web/components/guest-prompt/guest-signup-prompt.tsx';
import { PlusResultExtras } from '#web/components/pets/plus-result-extras.tsx';
import { ReferralRequestForm } from '#web/components/referral-request/referral-request-form.tsx';
import { KeepResultNotice } from '#web/components/scan/keep-result-notice.tsx';
import { offersReferralRequest } from './offers-referral-request.ts';
import { ShareCard } from './share-card.tsx';

/**
 * What follows a result: the share card (not for an
 * unclear photo, which has nothing to show), a vet referral request for a serious result,
 * how to keep a guest's (or trial account's) result, and the signup prompt, which
 * decides for itself whether this visitor is a guest.
 */
export function ScanResultExtras({ scan }: { scan: TScanResult }) {
  const isSerious = offersReferralRequest(scan);
  return (
    <>
      <PlusResultExtras key={`plus-${scan.id}`} scan={scan} />
      {isSerious ? <ReferralRequestForm key={`referral-${scan.id}`} scan={scan} /> : null}
      {scan.status !== 'unclear' ? <ShareCard key={`share-${scan.id}`} scan={scan} /> : null}
      <KeepResultNotice key={`keep-${scan.id}`} scan={scan} />
      {scan.isGuestScan ? <GuestSignupPrompt key={`prompt-${scan.id}`} scan={scan} /> : null}
    </>
  );
}
