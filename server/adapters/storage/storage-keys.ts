const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * Keys are lowercase words joined by '/', ending in a known extension
 * ('scans/<uuid>/photo.jpg'). No segment can be empty, '.' or '..', so a key
 * can never leave its folder or bucket prefix; anything else is a programming
 * error (keys are built by the server) and throws.
 */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|webp)$/;

/** Validates a storage key and returns the content type its extension stands for. */
export function contentTypeForKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
}
