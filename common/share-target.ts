/**
 * The Web Share Target (docs/product-rules.md#installed-app): the phone's share sheet POSTs a photo
 * here. The service worker (web/src/pwa/service-worker.ts) takes that POST, keeps the photo in the
 * browser and opens the scanner with SHARED_PHOTO_PARAM set; a POST that reaches the server instead
 * (no service worker yet) is answered with the scanner and the 'unavailable' marker
 * (server/routes/share-target.ts). Shared by the manifest, the worker, the server and the scanner.
 */
export const SHARE_TARGET_PATH = '/share-target';
/**
 * The marker the manifest's action carries, so a share post says it came from the share sheet:
 * the worker refuses a post to the share target without it.
 */
export const SHARE_SHEET_PARAM = 'via';
export const SHARE_SHEET_VALUE = 'share-sheet';
/** The manifest's share_target.action: the path and the marker. */
export const SHARE_TARGET_ACTION = `${SHARE_TARGET_PATH}?${SHARE_SHEET_PARAM}=${SHARE_SHEET_VALUE}`;
/** The multipart field the share sheet puts the photo in (the manifest's share_target.params.files). */
export const SHARE_TARGET_FILE_FIELD = 'photo';
/** The query parameter the scanner reads on `/` after a share. */
export const SHARED_PHOTO_PARAM = 'shared-photo';

export const SHARED_PHOTO_MARKERS = {
  /** The worker kept the photo: the scanner takes it and opens the crop step. */
  ready: 'ready',
  /** The photo never reached the scanner (the server got the POST, or the worker could not read it). */
  unavailable: 'unavailable',
} as const;
export type TSharedPhotoMarker = (typeof SHARED_PHOTO_MARKERS)[keyof typeof SHARED_PHOTO_MARKERS];

/** Where the scanner is opened after a share, with what happened to the photo. */
export function sharedPhotoUrl(marker: TSharedPhotoMarker): string {
  return `/?${SHARED_PHOTO_PARAM}=${marker}`;
}
