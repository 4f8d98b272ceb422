import type { FastifyInstance } from 'fastify';
import { pingDb } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  /** Liveness: the process answers. */
  app.get('/healthz', async () => ({ status: 'ok' }));

  /** Readiness: the database answers too; a load balancer stops routing here otherwise. */
  app.get('/readyz', async (request) => {
    try {
      await pingDb(deps.db);
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError('DATABASE_UNAVAILABLE', 'Database not reachable.');
    }
    return { status: 'ready' };
  });
}
