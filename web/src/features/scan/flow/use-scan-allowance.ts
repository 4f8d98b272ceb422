import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import { useGuestFreeScan } from '#web/features/scan/allowance/use-guest-free-scan.ts';
import { isScanBlocked, isTrialScanUsed, nextFreeScanAt, scanUserType } from './scan-flow-state.ts';

/**
 * Whether this visitor may scan now, read before any photo is chosen: the guest's free scan, a trial
 * account's one scan, the member's quota, and a shared network's pause on guest scans.
 */
export function useScanAllowance() {
  const { user } = useCurrentUser();
  const guestFreeScan = useGuestFreeScan();
  const { data: summary } = useQuery({ ...meSummaryQuery(), enabled: Boolean(user) });
  /** The server's reason when it refused an upload because a shared network used up today's guest scans. */
  const [refusedNetworkMessage, setRefusedNetworkMessage] = useState<string | null>(null);
  const isSignedIn = Boolean(user);
  return {
    isSignedIn,
    userType: scanUserType(user),
    isBlocked: isScanBlocked({
      isSignedIn,
      isGuestScanUsed: guestFreeScan.isUsed,
      isTrialUsed: isTrialScanUsed(summary),
    }),
    nextScanAt: nextFreeScanAt(isSignedIn, summary),
    // Told by GET /api/guest/scans before any photo is chosen, or learnt from a refused upload (not
    // this browser's own free scan). The buttons pause while the server says so; it is asked again
    // after a refusal and on returning to the tab, so they come back when the network may scan again.
    networkLimitMessage: refusedNetworkMessage ?? guestFreeScan.networkPausedMessage,
    isNetworkPaused: guestFreeScan.networkPausedMessage !== null,
    setRefusedNetworkMessage,
  };
}
