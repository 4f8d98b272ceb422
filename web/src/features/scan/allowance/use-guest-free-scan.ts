import { useQuery } from '@tanstack/react-query';
import type { TScanResult } from '#common/contracts/scans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { guestScansQuery } from '#web/api/guest.queries.ts';
import { useGuestResultId, useGuestScanUsed } from '#web/lib/guest-scan-flag.ts';

export interface GuestFreeScan {
  /** A signed-out visitor whose free scan is used (by this browser's guest cookie, or remembered here). */
  isUsed: boolean;
  /** The guest's free-scan result they may still open (/scans/:id), if any. */
  resultId: string | null;
  /**
   * The server's words when guests on this network have used today's guest scans: the upload
   * would be refused, so the scanner pauses its buttons and says why. Null otherwise.
   */
  networkPausedMessage: string | null;
}

interface GuestFreeScanSources {
  isGuest: boolean;
  /** GET /api/guest/scans: its answer, once there is one, and whether it failed. */
  server: {
    data:
      | {
          isFreeScanUsed: boolean;
          scans: Pick<TScanResult, 'id' | 'status'>[];
          networkPausedMessage: string | null;
        }
      | undefined;
    isError: boolean;
  };
  isUsedLocally: boolean;
  localResultId: string | null;
}

/**
 * The server's answer wins; this browser's flag covers the moment before it and a
 * failed request. Once the scan moved into an account the server stops listing it,
 * and so do we.
 */
export function guestFreeScanFrom({
  isGuest,
  server,
  isUsedLocally,
  localResultId,
}: GuestFreeScanSources): GuestFreeScan {
  if (!isGuest) return { isUsed: false, resultId: null, networkPausedMessage: null };
  // Until the server answers (or when it cannot), the upload itself still tells a paused network.
  if (!server.data) {
    return {
      isUsed: isUsedLocally,
      resultId: server.isError ? localResultId : null,
      networkPausedMessage: null,
    };
  }
  // An unclear photo is not the free scan's result: it used nothing and shows only retake tips.
  const result = server.data.scans.find((scan) => scan.status !== 'unclear');
  return {
    isUsed: server.data.isFreeScanUsed || isUsedLocally,
    resultId: result?.id ?? null,
    networkPausedMessage: server.data.networkPausedMessage,
  };
}

/**
 * The guest's free scan as the server knows it from the guest cookie, so the result
 * survives a reload, Back, a closed tab or cleared storage.
 */
export function useGuestFreeScan(): GuestFreeScan {
  const { user, isLoading } = useCurrentUser();
  const isGuest = !isLoading && !user;
  const server = useQuery({ ...guestScansQuery(), enabled: isGuest });
  const isUsedLocally = useGuestScanUsed();
  const localResultId = useGuestResultId();
  return guestFreeScanFrom({ isGuest, server, isUsedLocally, localResultId });
}
