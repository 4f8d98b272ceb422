import { ZMeSummary } from '#common/contracts/me.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getUsageSummary } from '#server/services/scans/get-usage-summary.ts';

export async function meRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  app.get('/api/me/summary', { schema: { response: { 200: ZMeSummary } } }, async (request, reply) => {
    const summary = await getUsageSummary({ db: deps.db, user: requireUser(request) });
    return reply.header('cache-control', 'no-store').send(summary);
  });
}
