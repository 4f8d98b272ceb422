/**
 * Photo upload limits: the one source for the server's checks (config default, sharp's pixel
 * limit) and the web's early refusals, so the two can never disagree.
 */

/** Largest upload in megabytes by default; the server's MAX_UPLOAD_MB can lower or raise it. */
export const DEFAULT_MAX_UPLOAD_MB = 15;

/**
 * 50 MP: above any phone camera (48 MP sensors give 8064x6048), below a decompression
 * bomb. A tiny file that claims more pixels is refused from its header, before decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

/** What the server's content sniffing accepts: the scanner, the share target and the copy use this one list. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

const IMAGE_TYPE_NAMES: Record<(typeof ACCEPTED_IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
};

/** "JPG, PNG, WebP or AVIF": what the scanner tells owners it takes, made from the list above. */
export const ACCEPTED_IMAGE_LABEL = (() => {
  const names = ACCEPTED_IMAGE_TYPES.map((type) => IMAGE_TYPE_NAMES[type]);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
})();
