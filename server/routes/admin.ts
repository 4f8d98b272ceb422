import { adminEndpoints as admin } from '#common/contracts/endpoints/admin.ts';
import type { AppDeps } from '#server/deps.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getAdminStats } from '#server/services/admin/get-admin-stats.ts';
import { getAnalytics } from '#server/services/admin/get-analytics.ts';
import { getRevenue } from '#server/services/admin/get-revenue.ts';
import { listAuditLog } from '#server/services/admin/list-audit-log.ts';
import { listPayments } from '#server/services/admin/list-payments.ts';

/** Handlers of common/contracts/endpoints/admin.ts: the admin dashboard's reads. */
export async function adminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(app, deps, admin.stats, async (request) => getAdminStats({ db, user: request.user }));

  serve(app, deps, admin.auditLog, async (request) =>
    listAuditLog({ db, user: request.user, page: request.query }),
  );

  serve(app, deps, admin.analytics, async (request) =>
    getAnalytics({ db, user: request.user, days: request.query.days }),
  );

  serve(app, deps, admin.revenue, async (request) =>
    getRevenue({ db, user: request.user, now: deps.clock() }),
  );

  serve(app, deps, admin.payments, async (request) =>
    listPayments({ db, user: request.user, page: request.query, now: deps.clock() }),
  );
}
