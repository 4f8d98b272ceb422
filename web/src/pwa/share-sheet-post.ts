import { SHARE_SHEET_PARAM, SHARE_SHEET_VALUE, SHARE_TARGET_PATH } from '#common/share-target.ts';

/**
 * Which page started a request (FetchEvent.clientId): none, as when the browser itself posts what
 * the share sheet hands it; a page of this app; or a page of another site.
 */
export type RequestInitiator = 'none' | 'own-page' | 'other-site';

/** Whether a request is a post to the share target, which the worker answers itself. */
export function isSharePost({ method, url, origin }: { method: string; url: URL; origin: string }): boolean {
  return method === 'POST' && url.origin === origin && url.pathname === SHARE_TARGET_PATH;
}

/**
 * The share target's photo becomes the pending photo of whoever is signed in, so only the phone's
 * share sheet may hand one over (docs/product-rules.md#installed-app). Another site's
 * page can post a form here, marker and all, and can hide its referrer, but not that its page
 * started the post. A share post is taken only with the marker the manifest's action carries, no
 * referrer of another site, and no page of another site behind it.
 */
export function isFromShareSheet(options: {
  url: URL;
  /** Request.referrer: '' when the request has none. */
  referrer: string;
  initiator: RequestInitiator;
  /** The worker's own origin. */
  origin: string;
}): boolean {
  const { url, referrer, origin } = options;
  const hasMarker = url.searchParams.get(SHARE_SHEET_PARAM) === SHARE_SHEET_VALUE;
  return hasMarker && options.initiator !== 'other-site' && isOwnOrNoReferrer(referrer, origin);
}

function isOwnOrNoReferrer(referrer: string, origin: string): boolean {
  if (referrer === '') return true;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
