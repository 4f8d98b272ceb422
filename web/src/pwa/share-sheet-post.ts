import { SHARE_SHEET_PARAM, SHARE_SHEET_VALUE, SHARE_TARGET_PATH } from '#common/share-target.ts';

/** What the worker does with a POST to the share target: keep its photo, or keep nothing. */
export type SharePostDecision = 'receive' | 'refuse';

export interface SharePostFacts {
  method: string;
  url: URL;
  /** Request.referrer: '' when the request has none, as a post from the share sheet. */
  referrer: string;
  /** The worker's own origin. */
  origin: string;
}

/**
 * The share target's photo becomes the pending photo of whoever is signed in, so only the phone's
 * share sheet may hand one over (issue 32 #3, docs/product-rules.md#installed-app). Another site's
 * page can post a form here; its post is refused when it names that page as its referrer, or lacks
 * the marker the manifest's action carries. Null for any request that is not a share post.
 */
export function decideSharePost({ method, url, referrer, origin }: SharePostFacts): SharePostDecision | null {
  if (method !== 'POST' || url.origin !== origin || url.pathname !== SHARE_TARGET_PATH) return null;
  const hasMarker = url.searchParams.get(SHARE_SHEET_PARAM) === SHARE_SHEET_VALUE;
  return hasMarker && isOwnOrNoReferrer(referrer, origin) ? 'receive' : 'refuse';
}

function isOwnOrNoReferrer(referrer: string, origin: string): boolean {
  if (referrer === '') return true;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
