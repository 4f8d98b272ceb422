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

/** What the server's content sniffing accepts; AVIF is rare enough that the copy names only three. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const ACCEPTED_IMAGE_LABEL = 'JPG, PNG or WebP';
