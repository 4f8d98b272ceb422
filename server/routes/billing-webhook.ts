import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingEndpoints as billing } from '#common/contracts/endpoints/billing.ts';
import type { AppDeps } from '#server/deps.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import { handleWebhook } from '#server/services/billing/handle-webhook.ts';

/** Stripe's events are larger than our forms; this is well above the biggest subscription event. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * The handler of billingEndpoints.webhook, in its own scope: the JSON body is kept as raw bytes
 * here, because the signature is computed over exactly those bytes.
 */
export async function billingWebhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    deps,
    billing.webhook,
    async (request, reply) => {
      const body: unknown = request.body;
      const signature = request.headers['stripe-signature'];
      const outcome = await handleWebhook({
        ...deps,
        rawBody: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        signature: typeof signature === 'string' ? signature : undefined,
      });
      return reply.send(outcome);
    },
    { bodyLimit: WEBHOOK_BODY_LIMIT },
  );
}
