import { RETAKE_TIPS } from '#common/analysis/quality.ts';
import type { TLocateResult } from '#common/contracts/scans.ts';
import type { TPhotoCheck } from '#common/photo-check/check-photo.ts';
import { locateOrNull } from '#web/features/scan/upload/locate-or-null.ts';
import { checkChosenPhoto, isPhotoCheckWarm } from './photo-check-client.ts';

/**
 * Where the crop step starts for a chosen photo: the browser's clear refusal, or the server's locate
 * answer (null when it could not be asked). Once the check's model has loaded in this page it answers
 * in a fraction of a second, and nothing is sent before it has: a photo it clearly refuses is refused
 * with no request at all. Before that (some 2 MB to fetch on the first photo) neither the upload nor
 * the locate request is held back: the first answer wins, and a clear refusal that comes first
 * cancels both. The server decides every scan (docs/decisions/012-photo-check-in-the-browser.md).
 */
export async function screenChosenPhoto({
  photo,
  sendAhead,
  cancelSent,
}: {
  /** The 512 px copy the locate step reads. */
  photo: Blob;
  /** Starts the photo's upload (use-pending-upload.ts). */
  sendAhead: () => void;
  cancelSent: () => void;
}): Promise<TLocateResult | null> {
  const isWarm = isPhotoCheckWarm();
  const checking = checkOrNull(photo);
  if (isWarm) {
    const checked = await checking;
    if (checked?.isClearRefusal) return refusalOf(checked);
  }
  sendAhead();
  const locating = new AbortController();
  const answer = await firstAnswer(isWarm ? null : checking, locateOrNull(photo, locating.signal));
  if (answer.from === 'server') return answer.located;
  locating.abort();
  cancelSent();
  return refusalOf(answer.check);
}

/**
 * The browser's check of a chosen photo (its 512 px locate copy), or null where it cannot run or
 * failed: the server's locate step and scan still decide then.
 */
export async function checkOrNull(photo: Blob): Promise<TPhotoCheck | null> {
  try {
    const { check } = await checkChosenPhoto(photo);
    return check;
  } catch {
    return null;
  }
}

/** A clear refusal from the browser's check, in the locate step's words: no box, the reasons and their tips. */
export function refusalOf(check: TPhotoCheck): TLocateResult {
  return {
    box: null,
    isUsable: false,
    problems: check.problems,
    tips: check.problems.map((problem) => RETAKE_TIPS[problem]),
  };
}

type TFirstAnswer = { from: 'check'; check: TPhotoCheck } | { from: 'server'; located: TLocateResult | null };

/**
 * The server's locate answer, unless the browser's check (when given) clearly refuses the photo
 * first: a check that answers later, or accepts, or is borderline, leaves the decision to the server.
 */
export async function firstAnswer(
  checking: Promise<TPhotoCheck | null> | null,
  locating: Promise<TLocateResult | null>,
): Promise<TFirstAnswer> {
  const fromServer = locating.then((located) => ({ from: 'server' as const, located }));
  if (!checking) return fromServer;
  // Never settles unless it is a clear refusal, so the race is the server's otherwise.
  const clearRefusal = checking.then((check) =>
    check?.isClearRefusal ? { from: 'check' as const, check } : new Promise<never>(() => {}),
  );
  return Promise.race([clearRefusal, fromServer]);
}
