import { healthEndpoints as health } from '#common/contracts/endpoints/health.ts';
import type { AppDeps } from '#server/deps.ts';
import { shuttingDown } from '#server/lib/shutdown-drain.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { checkDatabase } from '#server/services/health/check-database.ts';

/** Handlers of common/contracts/endpoints/health.ts. */
export async function healthRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  serve(app, deps, health.live, async () => ({ status: 'ok' as const }));

  // A load balancer stops routing here while the database does not answer or once a shutdown
  // has begun (SIGTERM, server/index.ts).
  serve(app, deps, health.ready, async (request) => {
    if (deps.drain.isDraining) throw shuttingDown();
    await checkDatabase({ db: deps.db, log: request.log });
    return { status: 'ready' as const };
  });
}
