import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES, DEFAULT_MAX_UPLOAD_MB, MAX_IMAGE_PIXELS } from '../uploads.ts';

/**
 * GET /api/client-config: the server's configured limits the web checks a photo
 * against before uploading, so raising MAX_UPLOAD_MB raises what the web accepts too.
 */
export const ZClientConfig = z.object({
  maxUploadBytes: z.number().int().positive(),
  maxImagePixels: z.number().int().positive(),
  acceptedImageTypes: z.array(z.string()),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

/** What the server answers with its default configuration; the web uses it until the answer arrives. */
export const DEFAULT_CLIENT_CONFIG: TClientConfig = {
  maxUploadBytes: DEFAULT_MAX_UPLOAD_MB * 1024 * 1024,
  maxImagePixels: MAX_IMAGE_PIXELS,
  acceptedImageTypes: [...ACCEPTED_IMAGE_TYPES],
};
