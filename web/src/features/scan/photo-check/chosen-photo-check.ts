type TChosenPhotoCheck = typeof import('./check-chosen-photo.ts');

/**
 * The chosen photo's check and locate step (check-chosen-photo.ts), its code fetched when the first
 * photo is chosen: the landing page's first load carries none of it (docs/performance.md#live-photo-check).
 */
export function chosenPhotoCheck(): Promise<TChosenPhotoCheck> {
  return import('./check-chosen-photo.ts');
}
