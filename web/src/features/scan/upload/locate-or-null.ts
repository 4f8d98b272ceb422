import type { TLocateResult } from '#common/contracts/scans.ts';
import { locatePhoto } from '#web/api/scans.queries.ts';

/** Finding the mouth is a help, not a gate: past this the crop step starts centred. */
const LOCATE_TIMEOUT_MS = 8000;

/** Where the mouth is in the photo, or null when it could not be checked (the scan's gate still decides). */
export async function locateOrNull(photo: Blob, signal?: AbortSignal): Promise<TLocateResult | null> {
  try {
    return await locatePhoto(photo, withTimeout(signal));
  } catch {
    return null;
  }
}

/** `signal` (the caller no longer needs the answer) or the timeout, whichever aborts first. */
function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(LOCATE_TIMEOUT_MS);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  // Safari before 17.4 has no AbortSignal.any.
  const either = new AbortController();
  for (const source of [signal, timeout])
    source.addEventListener('abort', () => either.abort(source.reason), { once: true });
  return either.signal;
}
