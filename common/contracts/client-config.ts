import { z } from 'zod';
import { DEFAULT_CLIENT_CONFIG } from '../client-config-defaults.ts';

/**
 * GET /api/client-config: the server's configured limits the web checks a photo
 * against before uploading, so raising MAX_UPLOAD_MB raises what the web accepts too.
 */
export const ZClientConfig = z.object({
  maxUploadBytes: z.number().int().positive(),
  maxImagePixels: z.number().int().positive(),
  acceptedImageTypes: z.array(z.string()),
  /** Which payment provider runs: 'test' shows the TEST MODE banner and our test card form. */
  payments: z.object({
    provider: z.enum(['test', 'stripe']),
    /** Stripe's publishable key for Stripe Elements; null in test mode. */
    publishableKey: z.string().nullable(),
  }),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

export { DEFAULT_CLIENT_CONFIG };
