import { RETAKE_TIPS } from '#common/analysis/quality.ts';
import type { TLocateResult } from '#common/contracts/scans.ts';
import type { TPhotoCheck } from '#common/photo-check/check-photo.ts';
import { canCheckPhotos, checkChosenPhoto } from './photo-check-client.ts';

/**
 * The browser's check of a chosen photo (its 512 px locate copy), or null where it cannot run or
 * failed: the server's locate step and scan still decide then.
 */
export async function checkOrNull(photo: Blob): Promise<TPhotoCheck | null> {
  if (!canCheckPhotos()) return null;
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
