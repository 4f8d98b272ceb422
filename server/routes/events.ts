import type { FastifyInstance } from 'fastify';
import { ZEventsBatch } from '#common/contracts/events.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, parseInput } from '#server/errors.ts';
import { recordEvents } from '#server/services/events/record-events.ts';

const EVENTS_PER_MINUTE = 60;

export async function eventRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/events',
    { config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      // sendBeacon posts text/plain (no CORS preflight); both carry the same JSON.
      const batch = parseInput(
        ZEventsBatch,
        typeof request.body === 'string' ? parseJson(request.body) : request.body,
      );
      const isTrackingRefused = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
      const stored = await recordEvents({
        db: deps.db,
        batch,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        secret: deps.config.sessionSecret,
        isTrackingRefused,
      });
      return reply.status(202).send({ accepted: stored });
    },
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
}
