/**
 * The sizes a scan's photo is stored in, and how screens pick one: shared by the server, which
 * writes the copies and preloads the share page's photo, and the web app, which shows them, so the
 * preload and the <img> always choose the same file.
 */

/**
 * Long edge of the stored photo: enough for zooming in, the vet report and the second opinion. Just
 * under half a 12 MP phone photo's 4032 or 4000 px, so the JPEG decoder can decode at half size
 * (shrink-on-load) instead of decoding every pixel: 15 ms less per scan than at 2048 px
 * (docs/performance.md#scans).
 */
export const PHOTO_EDGE = 2000;
/**
 * Long edge of the copy screens load: a phone shows a result photo some 360 px wide, so 800 px is
 * sharp at twice that (most phones' pixel density) for a sixth of the 2000 px photo's bytes (the
 * share page's largest paint was this photo). Denser screens and desktops pick the photo.
 */
export const MEDIUM_EDGE = 800;

/**
 * Long edge of the pixels the analyser reads: enough to see a gum margin, small enough for well
 * under 100 ms of pixel work. Server only; here so the photo's sizes are in one place.
 */
export const ANALYSIS_EDGE = 512;

/**
 * How wide a result photo shows: the column less the page's padding on phones; on wider screens the
 * 416 px height cap holds a 4:3 photo to about 555 px. Widths are declared as the long edge, so a
 * portrait photo's medium copy reads as a little sharper than it is.
 */
export const RESULT_PHOTO_SIZES = '(min-width: 640px) 555px, calc(100vw - 2rem)';

/** The srcset of a result photo, or undefined when the scan predates the medium copy. */
export function resultPhotoSrcSet(imageUrl: string, mediumImageUrl: string | null): string | undefined {
  return mediumImageUrl ? `${mediumImageUrl} ${MEDIUM_EDGE}w, ${imageUrl} ${PHOTO_EDGE}w` : undefined;
}
