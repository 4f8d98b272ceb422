import { ZHealth } from '#common/contracts/health.ts';
import type { AppDeps } from '#server/deps.ts';
import { shuttingDown } from '#server/lib/shutdown-drain.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { checkDatabase } from '#server/services/health/check-database.ts';

const schema = { response: { 200: ZHealth } };

export async function healthRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  /** Liveness: the process answers. */
  app.get('/healthz', { schema }, async () => ({ status: 'ok' as const }));

  /**
   * Readiness: the database answers too, and no shutdown has begun (SIGTERM, server/index.ts);
   * a load balancer stops routing here otherwise.
   */
  app.get('/readyz', { schema }, async (request) => {
    if (deps.drain.isDraining) throw shuttingDown();
    await checkDatabase({ db: deps.db, log: request.log });
    return { status: 'ready' as const };
  });
}
