import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import type { TScanResult } from '#common/contracts/scans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { useClientConfig } from '#web/api/client-config.queries.ts';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import { useCreateScanMutation } from '#web/api/scans.queries.ts';
import { dismissToast, toast } from '#web/hooks/use-toast.ts';
import { type ScanMethod, track } from '#web/lib/analytics.ts';
import { markGuestScanUsed } from './guest-scan-flag.ts';
import { reportScanError, serverReason } from './report-scan-error.ts';
import {
  afterScanError,
  findFileProblem,
  isScanBlocked,
  isTrialScanUsed,
  nextFreeScanAt,
  scanDoneToast,
  scanStep,
  scanUserType,
  usesGuestFreeScan,
} from './scan-flow-state.ts';
import { useReportScanStep } from './scan-step-context.ts';
import { useGuestFreeScan } from './use-guest-free-scan.ts';
import { useObjectUrl } from './use-object-url.ts';

/**
 * The 'Free Scan Used' toast is read before the redirect to log in
 * (docs/product-rules.md#messages-the-owner-sees).
 */
const GUEST_LIMIT_REDIRECT_MS = 2000;

interface ScanFlowOptions {
  mode: 'default' | 'trial';
  /** Awaited before the result shows, so work it does (the trial account) is in place when the photo loads. */
  onScanComplete?: (scan: TScanResult) => void | Promise<void>;
}

/**
 * The scanner's state and effects: upload → analyzing → results, or back to upload on
 * an error. What each step decides lives in scan-flow-state.ts.
 */
export function useScanFlow({ mode, onScanComplete }: ScanFlowOptions) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const guestFreeScan = useGuestFreeScan();
  const { data: summary } = useQuery({ ...meSummaryQuery(), enabled: Boolean(user) });
  const createScan = useCreateScanMutation();
  const uploadRules = useClientConfig();
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

  const isSignedIn = Boolean(user);
  const userType = scanUserType(user);
  const isBlocked = isScanBlocked({
    isSignedIn,
    isGuestScanUsed: guestFreeScan.isUsed,
    isTrialUsed: isTrialScanUsed(summary),
  });
  const nextScanAt = nextFreeScanAt(isSignedIn, summary);
  const step = scanStep({ isUploading: createScan.isPending, isFinishing, hasResult: result !== null });
  useReportScanStep(step);

  /** Resolves true once the photo is shown for checking, false when it was refused. */
  const chooseFile = async (chosen: File, chosenMethod: ScanMethod): Promise<boolean> => {
    const choice = ++latestChoice.current;
    const problem = await findFileProblem(chosen, uploadRules);
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
        if (usesGuestFreeScan(isSignedIn, scan)) markGuestScanUsed(scan.id);
        track('scan_completed', { severity: scan.severity });
        toast(scanDoneToast(scan));
        setFinishing(true);
        try {
          await onScanComplete?.(scan);
        } finally {
          setResult(scan);
          setFinishing(false);
        }
      },
      onError: (error) => {
        const next = afterScanError(reportScanError(error));
        if (!next.clearsFile) return;
        setFile(null);
        if (next.showsNetworkNotice) setNetworkLimitMessage(serverReason(error));
        if (next.endsGuestScan) {
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
