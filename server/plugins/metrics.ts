import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { AppMetrics } from '#server/lib/metrics/app-metrics.ts';
import { hasBearerToken } from '#server/lib/metrics/bearer-token.ts';
import { registerStateGauges } from '#server/lib/metrics/state-gauges.ts';
import type { UploadBudget } from './upload-budget.ts';

/** The one label of every request no route matched: raw URLs would make a series per probe. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every response by route pattern and status (registered before the routes, so its hook
 * covers them all), and serves GET /metrics in Prometheus's text format (README "Metrics").
 */
export function registerMetricsHook(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * GET /metrics answers only when METRICS_TOKEN is set (404 otherwise, as for any unknown path),
 * and only to `Authorization: Bearer <token>` (401 otherwise).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  options: {
    token: string | undefined;
    metrics: AppMetrics | undefined;
    db: Db;
    uploadBudget: UploadBudget;
  },
): void {
  const { token, metrics, uploadBudget } = options;
  if (token && metrics) {
    registerStateGauges(metrics.registry, {
      db: options.db,
      log: app.log,
      readUploads: () => ({
        inFlightBytes: uploadBudget.inUseBytes,
        capacityBytes: uploadBudget.capacityBytes,
        refused: uploadBudget.refusedCount,
      }),
    });
  }
  app.get('/metrics', async (request, reply) => {
    if (!token || !metrics) throw new AppError('NOT_FOUND');
    if (!hasBearerToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.');
    }
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
