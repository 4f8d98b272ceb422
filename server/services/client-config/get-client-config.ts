import type { TClientConfig } from '#common/contracts/client-config.ts';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_PIXELS } from '#common/uploads.ts';
import type { Config } from '#server/config.ts';

/**
 * GET /api/client-config: the upload limits this server enforces, so the web
 * refuses early exactly what the server would refuse, whatever MAX_UPLOAD_MB says; and which
 * payment provider runs, with Stripe's publishable key (public by design).
 */
export function getClientConfig(options: { config: Pick<Config, 'uploads' | 'payments'> }): TClientConfig {
  const { payments } = options.config;
  return {
    payments: {
      provider: payments.provider,
      publishableKey: payments.provider === 'stripe' ? payments.publishableKey : null,
    },
    maxUploadBytes: options.config.uploads.maxBytes,
    maxImagePixels: MAX_IMAGE_PIXELS,
    acceptedImageTypes: [...ACCEPTED_IMAGE_TYPES],
  };
}
