import { ACCEPTED_IMAGE_TYPES, DEFAULT_MAX_UPLOAD_MB, MAX_IMAGE_PIXELS } from './uploads.ts';

/**
 * GET /api/client-config's answer with the server's default configuration; the web uses it until
 * the answer arrives. Kept out of contracts/client-config.ts, which builds zod schemas when loaded,
 * so the first page's JavaScript carries no zod (docs/performance.md#first-load).
 */
export const DEFAULT_CLIENT_CONFIG = {
  maxUploadBytes: DEFAULT_MAX_UPLOAD_MB * 1024 * 1024,
  maxImagePixels: MAX_IMAGE_PIXELS,
  acceptedImageTypes: [...ACCEPTED_IMAGE_TYPES] as string[],
  payments: { provider: 'test' as 'test' | 'stripe', publishableKey: null as string | null },
};
