import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import type { TCropBox, TScanResult, TSpecies } from '#common/contracts/scans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { useClientConfig } from '#web/api/client-config.queries.ts';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import { guestKeys } from '#web/api/query-keys.ts';
import { scanDetailQuery, type TCreateScanInput, useCreateScanMutation } from '#web/api/scans.queries.ts';
import { useGuestFreeScan } from '#web/features/scan/allowance/use-guest-free-scan.ts';
import { locateOrNull } from '#web/features/scan/upload/locate-or-null.ts';
import { makeScanCopies } from '#web/features/scan/upload/make-scan-copies.ts';
import { isRefusal } from '#web/features/scan/upload/pending-upload-state.ts';
import type { FileProblem } from '#web/features/scan/upload/upload-rules.ts';
import { useObjectUrl } from '#web/features/scan/upload/use-object-url.ts';
import { type UploadOutcome, usePendingUpload } from '#web/features/scan/upload/use-pending-upload.ts';
import { toast } from '#web/hooks/use-toast.ts';
import { type ScanMethod, track } from '#web/lib/analytics.ts';
import { markGuestScanUsed } from '#web/lib/guest-scan-flag.ts';
import { reportScanError, serverReason } from './report-scan-error.ts';
import {
  afterScanError,
  type CaptureStart,
  captureStart,
  cropToSend,
  findFileProblem,
  isScanBlocked,
  isTrialScanUsed,
  nextFreeScanAt,
  scanDoneToast,
  scanStep,
  scanUserType,
  scanView,
  usesGuestFreeScan,
} from './scan-flow-state.ts';
import { useReportScanStep } from './scan-step-context.ts';
import { useScanStepUrl } from './use-scan-step-url.ts';

/**
 * The 'Free Scan Used' toast is read before the redirect to log in
 * (docs/product-rules.md#messages-the-owner-sees).
 */
const GUEST_LIMIT_REDIRECT_MS = 2000;

interface ScanFlowOptions {
  mode: 'default' | 'trial';
  /** Awaited before the result shows, so work it does (the trial account) is in place when the photo loads. */
  onScanComplete?: (scan: TScanResult) => void | Promise<void>;
  /** The member's pet the photo is of (the pet picker's choice); none files it unassigned. */
  petId?: string | null;
  /** That pet's species, from its profile: it is the scan's species, whatever was chosen before. */
  petSpecies?: TSpecies | null;
}

/** A scan the owner asked for, waiting for its photo (the copy still being encoded or uploaded). */
type ScanRequest = Omit<TCreateScanInput, 'image' | 'uploadId'> & { photo: Promise<Blob> };

/**
 * The scanner's state and effects: upload (choose, then frame the photo, or read why it looks
 * unusable) → analyzing → results, or back to upload on an error. The photo's 2000 px copy is sent
 * the moment it is chosen (use-pending-upload.ts), so Analyse usually finds it uploaded
 * (docs/product-rules.md#pending-uploads).
 * Choose, crop and result are history entries (use-scan-step-url.ts); the photo lives only in
 * memory, the result is read again by its id after a reload. What each step decides lives in scan-flow-state.ts.
 */
export function useScanFlow({ mode, onScanComplete, petId, petSpecies }: ScanFlowOptions) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const guestFreeScan = useGuestFreeScan();
  const { data: summary } = useQuery({ ...meSummaryQuery(), enabled: Boolean(user) });
  const createScan = useCreateScanMutation();
  const queryClient = useQueryClient();
  const uploadRules = useClientConfig();
  const stepUrl = useScanStepUrl();
  const urlScanId = stepUrl.step.name === 'result' ? stepUrl.step.scanId : null;
  const [file, setFile] = useState<File | null>(null);
  const [method, setMethod] = useState<ScanMethod>('upload');
  const [result, setResult] = useState<TScanResult | null>(null);
  /** The crop step's start; null while the chosen photo is being checked. */
  const [capture, setCapture] = useState<CaptureStart | null>(null);
  /** Kept across scans: most owners scan the same pet again. */
  const [chosenSpecies, setSpecies] = useState<TSpecies | null>(null);
  // A chosen pet's species is derived, not copied into state, so it follows the pet picker.
  const species = petSpecies ?? chosenSpecies;
  const [isFinishing, setFinishing] = useState(false);
  /** The server's reason when it refused an upload because a shared network used up today's guest scans. */
  const [refusedNetworkMessage, setRefusedNetworkMessage] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const redirectTimer = useRef<number | undefined>(undefined);
  const latestChoice = useRef(0);
  /** Why the last chosen file was refused, shown by the buttons until the next choice. */
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  /** The chosen file's scan copy (make-scan-copies.ts), kept beside it for a restart or the fallback. */
  const scanCopy = useRef<{ file: File; photo: Promise<Blob> } | null>(null);
  /** The scan asked for while its photo was still uploading; sent when the upload ends. */
  const waitingScan = useRef<ScanRequest | null>(null);
  const [isWaitingForUpload, setWaitingForUpload] = useState(false);
  const upload = usePendingUpload((outcome: UploadOutcome) => {
    const request = waitingScan.current;
    if (!request) return;
    // A failure worth retrying waits on screen (Retry); a refusal goes with the photo for the scan's own answer.
    if ('uploadId' in outcome) sendScan(request, outcome.uploadId);
    else if (isRefusal(outcome.error)) sendScan(request, null);
  });

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const isSignedIn = Boolean(user);
  const userType = scanUserType(user);
  const isBlocked = isScanBlocked({
    isSignedIn,
    isGuestScanUsed: guestFreeScan.isUsed,
    isTrialUsed: isTrialScanUsed(summary),
  });
  const nextScanAt = nextFreeScanAt(isSignedIn, summary);
  // Told by GET /api/guest/scans before any photo is chosen, or learnt from a refused upload (not
  // this browser's own free scan). The buttons pause while the server says so; it is asked again
  // after a refusal and on returning to the tab, so they come back when the network may scan again.
  const networkLimitMessage = refusedNetworkMessage ?? guestFreeScan.networkPausedMessage;
  const isNetworkPaused = guestFreeScan.networkPausedMessage !== null;
  // A result this page did not just make (a reload, or Forward after a new choice) is read by its id.
  const savedScan = useQuery({
    ...scanDetailQuery(urlScanId ?? ''),
    enabled: urlScanId !== null && result?.id !== urlScanId,
  });
  const shownResult =
    urlScanId === null ? null : result?.id === urlScanId ? result : (savedScan.data ?? null);
  const view = scanView({
    isUploading: isWaitingForUpload || createScan.isPending || isFinishing,
    urlStep: stepUrl.step.name,
    hasFile: file !== null,
    hasResult: shownResult !== null,
    isResultMissing: savedScan.isError,
  });
  const step = scanStep(view);
  useReportScanStep(step);

  /**
   * Resolves true once the photo is shown for framing (or its refusal), false when it was refused
   * outright. In between, the analyser looks for the mouth in a small copy of the photo.
   */
  const chooseFile = async (chosen: File, chosenMethod: ScanMethod): Promise<boolean> => {
    const choice = ++latestChoice.current;
    // The photo chosen before is not going to be scanned: stop its upload and delete what arrived.
    upload.cancel();
    const problem = await findFileProblem(chosen, uploadRules);
    // A newer choice made while this header was read wins.
    if (choice !== latestChoice.current) return false;
    setFileProblem(problem);
    if (problem) return false;
    // The crop step is its own history entry; a new photo on it (after a reload) takes its place.
    stepUrl.go({ name: 'crop' }, { replace: stepUrl.step.name === 'crop' });
    flushSync(() => {
      setMethod(chosenMethod);
      setFile(chosen);
      setCapture(null);
      setRefusedNetworkMessage(null);
    });
    const copies = await makeScanCopies(chosen);
    if (choice !== latestChoice.current) return false;
    scanCopy.current = { file: chosen, photo: copies.scan };
    // Sent while the owner frames the photo; a used-up free scan sends nothing. It starts beside
    // the locate request, not after its answer: the locate copy is 27 KB, and holding the upload
    // back for it gained nothing measurable (docs/performance.md#the-browser-made-copy).
    if (!isBlocked) upload.start(copies.scan);
    const located = await locateOrNull(copies.locate);
    if (choice !== latestChoice.current) return false;
    // Rendered now, so the caller can move focus into the crop step.
    flushSync(() => setCapture(captureStart(located)));
    return true;
  };

  /**
   * Scans the photo with the owner's box (null: the whole photo) and species: at once when the photo
   * is uploaded, else once its upload ends (the step shows its progress meanwhile).
   */
  const analyze = (crop: TCropBox | null) => {
    if (!file || isBlocked) return;
    track('scan_started', { method, user_type: userType });
    // The landing page is '/' for a signed-out visitor; the signed-in dashboard there is not it.
    if (mode === 'default' && !user && pathname === '/') track('landing_page_scan', { method });
    const photo = scanCopy.current?.file === file ? scanCopy.current.photo : Promise.resolve(file);
    const request: ScanRequest = { photo, crop: cropToSend(crop), species, petId };
    setWaitingForUpload(true);
    const { phase, uploadId, error } = upload.state;
    if (phase === 'uploaded' && uploadId) return sendScan(request, uploadId);
    if (phase === 'failed' && isRefusal(error)) return sendScan(request, null);
    waitingScan.current = request;
    // Cancelled when the owner went back to choose, then Forward to this photo: send it again. One
    // that failed while the owner framed the photo is tried again now, its progress on screen.
    if (!upload.hasAttempt()) upload.start(photo);
    else if (phase === 'failed') upload.retry();
  };

  /** The scan request: naming the upload, or with the photo itself (uploadId null). */
  const sendScan = (request: ScanRequest, uploadId: string | null) => {
    waitingScan.current = null;
    void request.photo.then((image) => {
      // Both in one render: the step goes from the upload's progress straight to "Analysing…".
      setWaitingForUpload(false);
      createScan.mutate(
        { uploadId, image, crop: request.crop, species: request.species, petId: request.petId },
        {
          onSuccess: async (scan) => {
            upload.forget();
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
          },
          onError: (error) => {
            const next = afterScanError(reportScanError(error));
            if (!next.clearsFile) return;
            upload.cancel();
            setFile(null);
            setCapture(null);
            stepUrl.toChoose();
            if (next.showsNetworkNotice) {
              setRefusedNetworkMessage(serverReason(error));
              queryClient.invalidateQueries({ queryKey: guestKeys.scans() });
            }
            if (next.endsGuestScan) {
              markGuestScanUsed();
              redirectTimer.current = window.setTimeout(() => navigate('/login'), GUEST_LIMIT_REDIRECT_MS);
            }
          },
        },
      );
    });
  };

  /**
   * Back to the uploader (a Back in history when it is the entry before, so the result stays a
   * Forward away). The step renders once the address changes; the caller focuses it then.
   */
  const reset = () => {
    upload.cancel();
    waitingScan.current = null;
    flushSync(() => {
      latestChoice.current += 1;
      setWaitingForUpload(false);
      setFile(null);
      setCapture(null);
      setRefusedNetworkMessage(null);
      setFileProblem(null);
      createScan.reset();
    });
    stepUrl.toChoose();
  };

  return {
    view,
    step,
    // Kept in memory for Forward to the crop step, shown only there.
    file: view === 'crop' ? file : null,
    previewUrl,
    capture,
    species,
    setSpecies,
    result: shownResult,
    isBlocked,
    nextScanAt,
    networkLimitMessage,
    isNetworkPaused,
    fileProblem,
    chooseFile,
    analyze,
    /**
     * 'Choose another photo': back to choose; the photo stays for Forward until another is chosen, but
     * its upload is cancelled and deleted (Analyse after Forward sends it again).
     */
    clearFile: () => {
      latestChoice.current += 1;
      upload.cancel();
      stepUrl.toChoose();
    },
    /** The photo's upload while a scan waits for it; null once the scan itself is under way. */
    upload: isWaitingForUpload
      ? { state: upload.state, isStalled: upload.isStalled, retry: upload.retry }
      : null,
    reset,
  };
}
