import type { TScanRequestState } from '#common/contracts/scan-requests.ts';
import type { TScanResult } from '#common/contracts/scans.ts';
import { isApiError } from '#web/api/client.ts';

/**
 * What a page reloaded mid-analysis shows (docs/product-rules.md#reload-during-analysis), from the
 * server's answer about its request key:
 * - 'none': there was no request on its way (a reload before Analyse just lost the photo);
 * - 'checking': "Analysing…" while the server is asked, and while it says the scan is analysed;
 * - 'done': the scan's result, as if the page had never reloaded;
 * - 'not-sent': no scan for the key: the request never arrived (or failed), so nothing was used;
 * - 'unknown': the server could not be asked (offline): the owner is told it is not known.
 */
export type RequestRecovery =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'done'; scan: TScanResult }
  | { state: 'not-sent' }
  | { state: 'unknown' };

export function requestRecovery(options: {
  hasRecord: boolean;
  answer: TScanRequestState | undefined;
  error: unknown;
}): RequestRecovery {
  const { answer, error } = options;
  if (!options.hasRecord) return { state: 'none' };
  if (answer?.state === 'done') return { state: 'done', scan: answer.scan };
  if (answer?.state === 'analysing') return { state: 'checking' };
  if (error) return isApiError(error) && error.status === 404 ? { state: 'not-sent' } : { state: 'unknown' };
  return { state: 'checking' };
}

/** Another try is worth it for anything but the server's own "no such request". */
export function shouldRetryRequestLookup(failures: number, error: unknown): boolean {
  return !(isApiError(error) && error.status === 404) && failures < 3;
}

/** Asked again this often while the server says the scan is still analysed. */
export const ANALYSING_POLL_MS = 1000;
