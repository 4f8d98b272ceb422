const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Only a pending upload (services/uploads) is stored as sent, and AVIF is an accepted upload.
  avif: 'image/avif',
};

/**
 * Keys are lowercase words joined by '/', ending in a known extension
 * ('scans/<uuid>/photo.jpg'). No segment can be empty, '.' or '..', so a key
 * can never leave its folder or bucket prefix; anything else is a programming
 * error (keys are built by the server) and throws.
 */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|webp|avif)$/;

/** Validates a storage key and returns the content type its extension stands for. */
export function contentTypeForKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
}

/** True for a photo key, false for a temp file or anything else a listing may show. */
export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * Local storage writes `<key>.<12 hex>.tmp` and renames it into place; a crash
 * in between leaves that file behind. Returns the photo key a temp key was
 * written for, or undefined when the key is not a temp key.
 */
export function keyOfTempFile(key: string): string | undefined {
  const match = /^(.+)\.[0-9a-f]{12}\.tmp$/.exec(key);
  return match?.[1];
}

/** list() prefixes are whole folders ('scans/'), or '' for everything. */
export function checkListPrefix(prefix: string): void {
  if (!/^([a-z0-9-]+\/)*$/.test(prefix)) throw new Error(`invalid list prefix: ${JSON.stringify(prefix)}`);
}
