import type { TLocateResult } from '#common/contracts/scans.ts';
import { locatePhoto } from '#web/api/scans.queries.ts';

/** Finding the mouth is a help, not a gate: past this the crop step starts centred. */
const LOCATE_TIMEOUT_MS = 8000;

/** Where the mouth is in the photo, or null when it could not be checked (the scan's gate still decides). */
export async function locateOrNull(photo: Blob): Promise<TLocateResult | null> {
  try {
    return await locatePhoto(photo, AbortSignal.timeout(LOCATE_TIMEOUT_MS));
  } catch {
    return null;
  }
}
