type TChosenPhotoCheck = typeof import('./check-chosen-photo.ts');

/*
 * The photo check's entry points for the scanner, whose code is fetched only once a scan starts: the
 * landing page's first load carries none of it (docs/performance.md#live-photo-check).
 */

/**
 * The chosen photo's check and locate step (check-chosen-photo.ts), fetched when a photo is chosen.
 */
export function chosenPhotoCheck(): Promise<TChosenPhotoCheck> {
  return import('./check-chosen-photo.ts');
}

/**
 * Starts the check's worker and model as Take Photo is pressed, beside the camera's own start (its
 * dialog's code, the permission, the stream) rather than after it.
 */
export function startPhotoCheck(): void {
  import('./photo-check-client.ts').then((client) => client.loadPhotoCheck()).catch(() => {});
}
