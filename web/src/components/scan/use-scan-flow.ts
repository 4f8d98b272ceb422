import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import type { TScanResult } from '#common/contracts/scans.ts';
import { isPlusStatus } from '#common/plans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import { useCreateScanMutation } from '#web/api/scans.queries.ts';
import { dismissToast, toast } from '#web/hooks/use-toast.ts';
import { type ScanMethod, track, type UserType } from '#web/lib/analytics.ts';
import { markGuestScanUsed } from './guest-scan-flag.ts';
import { reportScanError, serverReason } from './report-scan-error.ts';
import { type ScanStep, useReportScanStep } from './scan-step-context.ts';
import { checkImageFile, checkImagePixels } from './upload-rules.ts';
import { useGuestFreeScan } from './use-guest-free-scan.ts';
import { useObjectUrl } from './use-object-url.ts';

/** SPEC section 9: the 'Free Scan Used' toast is read before the redirect to log in. */
const GUEST_LIMIT_REDIRECT_MS = 2000;

interface ScanFlowOptions {
  mode: 'default' | 'trial';
  /** Awaited before the result shows, so work it does (the trial account) is in place when the photo loads. */
  onScanComplete?: (scan: TScanResult) => void | Promise<void>;
}

/** SPEC section 4: upload → analyzing → results, or back to upload on error. */
export function useScanFlow({ mode, onScanComplete }: ScanFlowOptions) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const guestFreeScan = useGuestFreeScan();
  const { data: summary } = useQuery({ ...meSummaryQuery(), enabled: Boolean(user) });
  const createScan = useCreateScanMutation();
  const [file, setFile] = useState<File | null>(null);
  const [method, setMethod] = useState<ScanMethod>('upload');
  const [result, setResult] = useState<TScanResult | null>(null);
  const [isFinishing, setFinishing] = useState(false);
  /** The server's reason when a shared network used up today's guest scans (not this browser's scan). */
  const [networkLimitMessage, setNetworkLimitMessage] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const redirectTimer = useRef<number | undefined>(undefined);
  const latestChoice = useRef(0);
  /** The toast that refused the previous file; stale once a good one is chosen. */
  const refusalToast = useRef<string | null>(null);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const userType: UserType = user ? (isPlusStatus(user.subscriptionStatus) ? 'plus' : 'starter') : 'guest';
  // A trial account has the guest's allowance (the server says so in the summary) until it signs up.
  const isTrialUsed = Boolean(
    summary?.isTrial && summary.scanLimit !== null && summary.scansUsed >= summary.scanLimit,
  );
  const isBlocked = (!user && guestFreeScan.isUsed) || isTrialUsed;
  // The server still decides (SCAN_LIMIT_REACHED); this only spares a pointless upload.
  const nextScanAt =
    user && summary && summary.scanLimit !== null && summary.scansUsed >= summary.scanLimit
      ? summary.nextScanAt
      : null;
  const step: ScanStep = createScan.isPending || isFinishing ? 'analyzing' : result ? 'results' : 'upload';
  useReportScanStep(step);

  /** Resolves true once the photo is shown for checking, false when it was refused. */
  const chooseFile = async (chosen: File, chosenMethod: ScanMethod): Promise<boolean> => {
    const choice = ++latestChoice.current;
    const problem = checkImageFile(chosen) ?? (await checkImagePixels(chosen));
    // A newer choice made while this header was read wins.
    if (choice !== latestChoice.current) return false;
    if (problem) {
      refusalToast.current = toast({ ...problem, variant: 'error' });
      return false;
    }
    // Left open, it would sit over the preview's buttons (bottom right on a desktop) for 5 s.
    if (refusalToast.current) dismissToast(refusalToast.current);
    refusalToast.current = null;
    // Rendered now, so the caller can move focus into the preview.
    flushSync(() => {
      setMethod(chosenMethod);
      setFile(chosen);
      setNetworkLimitMessage(null);
    });
    return true;
  };

  const analyze = () => {
    if (!file || isBlocked) return;
    track('scan_started', { method, user_type: userType });
    // The landing page is '/' for a signed-out visitor; the signed-in dashboard there is not it.
    if (mode === 'default' && !user && pathname === '/') track('landing_page_scan', { method });
    createScan.mutate(file, {
      onSuccess: async (scan) => {
        // DECISIONS.md item 3: an 'unclear' photo does not use up the free scan (the server agrees).
        if (!user && scan.isGuestScan && scan.status !== 'unclear') markGuestScanUsed(scan.id);
        track('scan_completed', { severity: scan.severity });
        if (scan.status === 'unclear') {
          toast({
            title: 'Photo unclear',
            description: 'Your result has tips for a clearer photo; then scan another one.',
          });
        } else {
          toast({ title: 'Scan Complete', description: 'Your results are ready below.', variant: 'success' });
        }
        setFinishing(true);
        try {
          await onScanComplete?.(scan);
        } finally {
          setResult(scan);
          setFinishing(false);
        }
      },
      onError: (error) => {
        const outcome = reportScanError(error);
        if (outcome === 'retry') return;
        setFile(null);
        // Another visitor on this network used today's guest scans: this browser's own scan is still free.
        if (outcome === 'network-limit') setNetworkLimitMessage(serverReason(error));
        if (outcome === 'guest-limit') {
          markGuestScanUsed();
          redirectTimer.current = window.setTimeout(() => navigate('/login'), GUEST_LIMIT_REDIRECT_MS);
        }
      },
    });
  };

  /** Back to the uploader, rendered at once so the caller can move focus to it. */
  const reset = () => {
    flushSync(() => {
      setFile(null);
      setNetworkLimitMessage(null);
      setResult(null);
      createScan.reset();
    });
  };

  return {
    step,
    file,
    previewUrl,
    result,
    isBlocked,
    nextScanAt,
    networkLimitMessage,
    chooseFile,
    analyze,
    clearFile: () => flushSync(() => setFile(null)),
    reset,
  };
}
