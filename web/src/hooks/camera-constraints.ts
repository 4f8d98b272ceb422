/** A phone held upright; its camera then fills the screen in portrait. */
export const PORTRAIT_PHONE_QUERY = '(max-width: 639.98px) and (orientation: portrait)';

/**
 * Rear camera always. Desktops ask for an ideal 1280x720; an upright phone asks
 * for a portrait 3:4 frame instead, so the full-screen preview is not a cropped landscape strip.
 * Ideals, never exact: a camera that cannot do it gives its nearest size rather than failing.
 */
export function cameraConstraints(isPortraitPhone: boolean): MediaStreamConstraints {
  const size = isPortraitPhone
    ? { width: { ideal: 1440 }, height: { ideal: 1920 }, aspectRatio: { ideal: 3 / 4 } }
    : { width: { ideal: 1280 }, height: { ideal: 720 } };
  return { video: { facingMode: 'environment', ...size }, audio: false };
}
