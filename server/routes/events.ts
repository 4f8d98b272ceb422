import type { FastifyRequest } from 'fastify';
import { eventEndpoints as events } from '#common/contracts/endpoints/events.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { recordEvents } from '#server/services/events/record-events.ts';

const EVENTS_PER_MINUTE = 60;

/** sendBeacon posts text/plain (no CORS preflight); it carries the same JSON, read here before validation. */
async function parseTextBody(request: FastifyRequest): Promise<void> {
  if (typeof request.body !== 'string') return;
  try {
    request.body = JSON.parse(request.body);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
}

/** Handlers of common/contracts/endpoints/events.ts. */
export async function eventRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  serve(
    app,
    deps,
    events.record,
    async (request, reply) => {
      const isTrackingRefused = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
      const stored = await recordEvents({
        db: deps.db,
        batch: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        secret: deps.config.sessionSecret,
        isTrackingRefused,
        isSignedIn: request.user !== null,
      });
      return reply.status(202).send({ accepted: stored });
    },
    {
      config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: '1 minute' } },
      preValidation: parseTextBody,
    },
  );
}
