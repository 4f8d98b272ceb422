import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/deps.ts';
import { handleWebhook } from '#server/services/billing/handle-webhook.ts';

/** Stripe's events are larger than our forms; this is well above the biggest subscription event. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/billing/webhook, in its own scope: the JSON body is kept as raw bytes here, because
 * the signature is computed over exactly those bytes.
 */
export async function billingWebhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post('/api/billing/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const signature = request.headers['stripe-signature'];
    return handleWebhook({
      ...deps,
      rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      signature: typeof signature === 'string' ? signature : undefined,
    });
  });
}
