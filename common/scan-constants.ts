// Plain values of the scan contract, kept out of contracts/scans.ts, which builds zod schemas when
// loaded: the web's scanner needs only these, and importing the contract would put all of zod in the
// first page's JavaScript (docs/performance.md#first-load). contracts/scans.ts re-exports them.

/**
 * Why a photo cannot be graded, each with a retake tip. The gate names the first thing to fix:
 * too_far (mouth too small in the frame), mouth_closed, too_dark, blurry, no_mouth, not_a_pet (a
 * person's mouth), screenshot (a flat picture of a screen, never a camera photo), and the
 * photo-quality codes too_small, overexposed, colour_cast.
 */
export const PHOTO_PROBLEMS = [
  'too_small',
  'too_far',
  'too_dark',
  'overexposed',
  'blurry',
  'colour_cast',
  'mouth_closed',
  'no_mouth',
  'not_a_pet',
  'screenshot',
] as const;
/** Smallest crop side, as a fraction of the photo: smaller boxes hold too few pixels to grade. */
export const MIN_CROP_FRACTION = 0.05;
/** POST /api/scans is multipart/form-data with the photo in this one field. */
export const SCAN_UPLOAD_FIELD = 'image';

/** Optional text fields beside the photo in POST /api/scans. */
export const SCAN_SPECIES_FIELD = 'species';
/** The caller's own pet the scan belongs to (checked in the scan service). */
export const SCAN_PET_FIELD = 'petId';
export const SCAN_CROP_FIELD = 'crop';
/**
 * The browser's own key for one press of Analyse (a UUID): the same key again is the same scan, and
 * after a reload the page asks which scan it made (docs/product-rules.md#reload-during-analysis).
 */
export const SCAN_REQUEST_KEY_FIELD = 'requestKey';
