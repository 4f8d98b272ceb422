import { meEndpoints as me } from '#common/contracts/endpoints/me.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getUsageSummary } from '#server/services/scans/get-usage-summary.ts';

/** Handlers of common/contracts/endpoints/me.ts. */
export async function meRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  serve(app, deps, me.summary, async (request, reply) => {
    const summary = await getUsageSummary({ db: deps.db, user: requireUser(request) });
    return reply.header('cache-control', 'no-store').send(summary);
  });
}
