import type { TUser } from '#common/contracts/auth.ts';
import type { TMeSummary } from '#common/contracts/me.ts';
import type { TCropBox, TLocateResult, TScanResult } from '#common/contracts/scans.ts';
import { isPlusStatus } from '#common/plans.ts';
import { CENTRED_BOX, fitBox, isWholePhoto } from '#web/features/scan/crop/crop-box-geometry.ts';
import {
  checkImageContent,
  checkImageFile,
  checkImagePixels,
  type FileProblem,
  type UploadRules,
} from '#web/features/scan/upload/upload-rules.ts';
import type { ToastInput } from '#web/hooks/use-toast.ts';
import type { UserType } from '#web/lib/analytics.ts';
import type { ScanErrorOutcome } from './report-scan-error.ts';
import type { ScanStep } from './scan-step-context.ts';

/**
 * The scan flow's decisions as plain functions (use-scan-flow.ts holds the state and
 * effects): upload → analyzing → results, or back to upload on an error.
 */

type Quota = Pick<TMeSummary, 'isTrial' | 'scanLimit' | 'scansUsed' | 'nextScanAt'>;

/**
 * What the scanner shows, from its address and memory: 'photo-lost' is the crop step's address
 * without its photo (a reload keeps the step, never the photo); 'result-missing' a result id
 * that could not be read (deleted, or not this visitor's). After a reload during "Analysing…"
 * (docs/product-rules.md#reload-during-analysis): 'recovering' while the server is asked which scan
 * the request made (and it is analysed), 'request-lost' when it made none, 'request-unknown' when
 * the server could not be asked.
 */
export type ScanView =
  | 'choose'
  | 'crop'
  | 'photo-lost'
  | 'recovering'
  | 'request-lost'
  | 'request-unknown'
  | 'analyzing'
  | 'loading-result'
  | 'result'
  | 'result-missing';

export function scanView(flow: {
  isUploading: boolean;
  urlStep: 'choose' | 'crop' | 'result';
  hasFile: boolean;
  hasResult: boolean;
  isResultMissing: boolean;
  /** What the reload's request key came to (scan-request-recovery.ts); 'none' without one. */
  recovery?: 'none' | 'checking' | 'not-sent' | 'unknown';
}): ScanView {
  if (flow.isUploading) return 'analyzing';
  if (flow.urlStep === 'result') {
    if (flow.hasResult) return 'result';
    return flow.isResultMissing ? 'result-missing' : 'loading-result';
  }
  if (flow.urlStep === 'crop') return flow.hasFile ? 'crop' : photoLessCropView(flow.recovery ?? 'none');
  return 'choose';
}

const PHOTO_LESS_CROP_VIEWS = {
  none: 'photo-lost',
  checking: 'recovering',
  'not-sent': 'request-lost',
  unknown: 'request-unknown',
} as const satisfies Record<string, ScanView>;

function photoLessCropView(recovery: keyof typeof PHOTO_LESS_CROP_VIEWS): ScanView {
  return PHOTO_LESS_CROP_VIEWS[recovery];
}

/** The choose step's views that say why the photo is not on screen (the owner chooses it again). */
export function isChooseView(view: ScanView): boolean {
  return view === 'choose' || view === 'photo-lost' || view === 'request-lost' || view === 'request-unknown';
}

/** The step a page follows (the landing page lays itself out around a result). */
export function scanStep(view: ScanView): ScanStep {
  if (view === 'analyzing' || view === 'recovering') return 'analyzing';
  return view === 'result' || view === 'loading-result' ? 'results' : 'upload';
}

export function scanUserType(user: Pick<TUser, 'subscriptionStatus'> | null): UserType {
  if (!user) return 'guest';
  return isPlusStatus(user.subscriptionStatus) ? 'plus' : 'starter';
}

function isQuotaUsed(summary: Quota | undefined): boolean {
  return Boolean(summary && summary.scanLimit !== null && summary.scansUsed >= summary.scanLimit);
}

/** A trial account has the guest's allowance (the server says so in the summary) until it signs up. */
export function isTrialScanUsed(summary: Quota | undefined): boolean {
  return Boolean(summary?.isTrial) && isQuotaUsed(summary);
}

/** The scanner refuses before an upload: a used guest scan (signed out) or a used trial scan. */
export function isScanBlocked(flow: { isSignedIn: boolean; isGuestScanUsed: boolean; isTrialUsed: boolean }) {
  return (!flow.isSignedIn && flow.isGuestScanUsed) || flow.isTrialUsed;
}

/**
 * When a member's next scan is free; the server still decides (SCAN_LIMIT_REACHED), this
 * only spares a pointless upload.
 */
export function nextFreeScanAt(isSignedIn: boolean, summary: Quota | undefined): string | null {
  return isSignedIn && summary && isQuotaUsed(summary) ? summary.nextScanAt : null;
}

/** Why a chosen file is refused before any upload, or null; the server re-checks it. */
export async function findFileProblem(file: File, rules?: UploadRules): Promise<FileProblem | null> {
  return (
    checkImageFile(file, rules) ?? (await checkImageContent(file)) ?? (await checkImagePixels(file, rules))
  );
}

/**
 * Whether a finished scan used this browser's free scan: an unclear photo uses none
 * (docs/product-rules.md#plans-and-quotas; the server agrees).
 */
export function usesGuestFreeScan(isSignedIn: boolean, scan: Pick<TScanResult, 'isGuestScan' | 'status'>) {
  return !isSignedIn && scan.isGuestScan && scan.status !== 'unclear';
}

export function scanDoneToast(scan: Pick<TScanResult, 'status'>): ToastInput {
  return scan.status === 'unclear'
    ? {
        title: 'Photo unclear',
        description: 'Your result has tips for a clearer photo; then scan another one.',
      }
    : { title: 'Scan Complete', description: 'Your results are ready below.', variant: 'success' };
}

export interface AfterScanError {
  /** Drop the chosen photo (a retry keeps it). */
  clearsFile: boolean;
  /** Another visitor on this network used today's guest scans: say why; this browser's scan is still free. */
  showsNetworkNotice: boolean;
  /** This browser's free scan is used: remember it and go to log in once the toast is read. */
  endsGuestScan: boolean;
}

export function afterScanError(outcome: ScanErrorOutcome): AfterScanError {
  return {
    clearsFile: outcome !== 'retry',
    showsNetworkNotice: outcome === 'network-limit',
    endsGuestScan: outcome === 'guest-limit',
  };
}

/** What the crop step starts from, once the analyser has looked at the chosen photo. */
export interface CaptureStart {
  initialBox: TCropBox;
  /** The box is around a mouth the analyser found (not the centred default). */
  isLocated: boolean;
  /** Set when the photo looks unusable: the refusal shows before anything is uploaded. */
  refusal: Pick<TLocateResult, 'problems' | 'tips'> | null;
}

/**
 * The crop step's start from the locate answer, or from nothing when it failed (offline, busy,
 * rate limited): then the box is centred and no refusal shows; the scan's own gate still decides.
 */
export function captureStart(located: TLocateResult | null): CaptureStart {
  return {
    initialBox: located?.box ? fitBox(located.box) : CENTRED_BOX,
    isLocated: Boolean(located?.box),
    refusal: located && !located.isUsable ? { problems: located.problems, tips: located.tips } : null,
  };
}

/** The crop sent with the photo: none for the whole photo, so the server skips the extra step. */
export function cropToSend(box: TCropBox | null): TCropBox | null {
  return box && !isWholePhoto(box) ? fitBox(box) : null;
}
