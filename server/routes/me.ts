import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/deps.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import { getUsageSummary } from '#server/services/scans/get-usage-summary.ts';

export async function meRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/me/summary', async (request, reply) => {
    const summary = await getUsageSummary({ db: deps.db, user: requireUser(request) });
    return reply.header('cache-control', 'no-store').send(summary);
  });
}
