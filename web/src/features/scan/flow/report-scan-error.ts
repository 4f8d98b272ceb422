import { isApiError } from '#web/api/client.ts';
import {
  FREE_SCAN_USED_TEXT,
  SCAN_STILL_PROCESSING_TEXT,
  SCAN_STILL_PROCESSING_TITLE,
  SIGN_UP_FOR_MORE_TEXT,
} from '#web/components/scan/scan-copy.ts';
import { toast } from '#web/hooks/use-toast.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

const FALLBACK = 'Failed to analyze image. Please try again.';
/** Safari's wording when a file cannot be read or sent; it means nothing to an owner. */
const SAFARI_PATTERN_ERROR = 'The string did not match';

export type ScanErrorOutcome = 'guest-limit' | 'network-limit' | 'sign-up' | 'retry';

/** The server's words for an owner, without the code a message may begin with ('GUEST_LIMIT_EXCEEDED: …'). */
export function serverReason(error: unknown): string {
  const text = isApiError(error) ? (error.userMessage ?? '') : '';
  return text.replace(/^[A-Z_]+:\s*/, '') || FALLBACK;
}

/**
 * A shared network (school, office, café) used up today's guest scans: the server
 * says so in details.reason. It is not this browser's free scan, so it is not
 * marked as used and the visitor is not sent to log in.
 */
function isNetworkLimit(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.code === 'GUEST_LIMIT_EXCEEDED' &&
    error.details?.reason === 'network_daily_limit'
  );
}

/** Recognised by the answer's code only: the message is words for a person and may change. */
function isGuestLimit(error: unknown): boolean {
  return isApiError(error) && error.code === 'GUEST_LIMIT_EXCEEDED';
}

function failureText(error: unknown): string {
  const text = isApiError(error)
    ? (error.userMessage ?? FALLBACK)
    : error instanceof Error
      ? error.message
      : '';
  if (text.includes(SAFARI_PATTERN_ERROR)) return 'Please try uploading a different image file.';
  // Network failures ('Failed to fetch') and the like carry no advice: use the plain fallback.
  return isApiError(error) ? text : FALLBACK;
}

/**
 * One toast per failure, worded as docs/product-rules.md#messages-the-owner-sees lists them.
 * The outcome tells the widget whether to clear the selection (and, for a used-up guest,
 * flag it and go to log in; for a network that used today's guest scans, say why and offer
 * an account instead).
 */
export function reportScanError(error: unknown): ScanErrorOutcome {
  // Before the limits: an allowance held only by a scan in progress is not used.
  if (isApiError(error) && error.code === 'SCAN_STILL_PROCESSING') {
    toast({ title: SCAN_STILL_PROCESSING_TITLE, description: SCAN_STILL_PROCESSING_TEXT, variant: 'error' });
    return 'retry';
  }
  if (isNetworkLimit(error)) {
    toast({ title: 'Free scans paused on this network', description: serverReason(error), variant: 'error' });
    return 'network-limit';
  }
  if (isApiError(error) && error.code === 'TRIAL_LIMIT_REACHED') {
    toast({ title: 'Trial Scan Used', description: serverReason(error), variant: 'error' });
    return 'sign-up';
  }
  if (isGuestLimit(error)) {
    toast({ title: 'Free Scan Used', description: FREE_SCAN_USED_TEXT, variant: 'error' });
    return 'guest-limit';
  }
  if (isApiError(error) && error.status === 401) {
    toast({ title: 'Sign up for more scans', description: SIGN_UP_FOR_MORE_TEXT, variant: 'error' });
    return 'sign-up';
  }
  if (isApiError(error) && error.code === 'SCAN_LIMIT_REACHED') {
    const nextScanAt = error.details?.nextScanAt;
    const when = typeof nextScanAt === 'string' ? `on ${formatDateTime(nextScanAt)}` : 'soon';
    toast({
      title: 'Scan Limit Reached',
      description: `Your next free scan is available ${when}. Upgrade to Plus for unlimited scans.`,
      variant: 'error',
    });
    return 'retry';
  }
  toast({ title: 'Scan Failed', description: failureText(error), variant: 'error' });
  return 'retry';
}
