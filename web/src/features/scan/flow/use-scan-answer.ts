import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { TScanResult } from '#common/contracts/scans.ts';
import { guestKeys } from '#web/api/query-keys.ts';
import { scanDetailQuery } from '#web/api/scans.queries.ts';
import { toast } from '#web/hooks/use-toast.ts';
import { track } from '#web/lib/analytics.ts';
import { markGuestScanUsed } from '#web/lib/guest-scan-flag.ts';
import { reportScanError, serverReason } from './report-scan-error.ts';
import { afterScanError, scanDoneToast, usesGuestFreeScan } from './scan-flow-state.ts';
import type { useScanStepUrl } from './use-scan-step-url.ts';

/**
 * The 'Free Scan Used' toast is read before the redirect to log in
 * (docs/product-rules.md#messages-the-owner-sees).
 */
const GUEST_LIMIT_REDIRECT_MS = 2000;

/**
 * The result the address names: the one this page just made, else the one read by its id (a reload,
 * or Forward after a new choice); none while the address names no result.
 */
export function shownResultOf({
  urlScanId,
  justMade,
  saved,
}: {
  urlScanId: string | null;
  justMade: TScanResult | null;
  saved: TScanResult | undefined;
}): TScanResult | null {
  if (urlScanId === null) return null;
  return justMade?.id === urlScanId ? justMade : (saved ?? null);
}

interface ScanAnswerOptions {
  stepUrl: ReturnType<typeof useScanStepUrl>;
  isSignedIn: boolean;
  /** Awaited before the result shows, so work it does (the trial account) is in place when the photo loads. */
  onScanComplete?: (scan: TScanResult) => void | Promise<void>;
  /** A refused scan's photo is dropped (its upload cancelled) before the step goes back to choose. */
  onPhotoDropped: () => void;
  /** The server's reason when a shared network has used up today's guest scans. */
  onNetworkRefusal: (message: string) => void;
}

/**
 * The result step: what the scan's answer does (a result becomes a history entry, an error is
 * reported and may send the owner back to choose, or to log in), and the result the address names.
 */
export function useScanAnswer({
  stepUrl,
  isSignedIn,
  onScanComplete,
  onPhotoDropped,
  onNetworkRefusal,
}: ScanAnswerOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<TScanResult | null>(null);
  const [isFinishing, setFinishing] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const urlScanId = stepUrl.step.name === 'result' ? stepUrl.step.scanId : null;
  const savedScan = useQuery({
    ...scanDetailQuery(urlScanId ?? ''),
    enabled: urlScanId !== null && result?.id !== urlScanId,
  });

  const onScanDone = async (scan: TScanResult) => {
    if (usesGuestFreeScan(isSignedIn, scan)) markGuestScanUsed(scan.id);
    track('scan_completed', { severity: scan.severity });
    toast(scanDoneToast(scan));
    setFinishing(true);
    try {
      await onScanComplete?.(scan);
    } finally {
      // The result takes the crop step's entry: Back from it returns to the uploader.
      const isOnCrop = new URLSearchParams(window.location.search).get('step') === 'crop';
      flushSync(() => {
        setResult(scan);
        setFinishing(false);
      });
      stepUrl.go({ name: 'result', scanId: scan.id }, { replace: isOnCrop });
    }
  };

  const onScanFailed = (error: unknown) => {
    const next = afterScanError(reportScanError(error));
    if (!next.clearsFile) return;
    onPhotoDropped();
    stepUrl.toChoose();
    if (next.showsNetworkNotice) {
      onNetworkRefusal(serverReason(error));
      queryClient.invalidateQueries({ queryKey: guestKeys.scans() });
    }
    if (next.endsGuestScan) {
      markGuestScanUsed();
      redirectTimer.current = window.setTimeout(() => navigate('/login'), GUEST_LIMIT_REDIRECT_MS);
    }
  };

  return {
    result: shownResultOf({ urlScanId, justMade: result, saved: savedScan.data }),
    isResultMissing: savedScan.isError,
    /** The scan is made and onScanComplete is still running. */
    isFinishing,
    onScanDone,
    onScanFailed,
  };
}
