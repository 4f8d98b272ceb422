import {
  ZAdminPayments,
  ZAdminStats,
  ZAnalyticsQuery,
  ZAnalyticsReport,
  ZAuditLog,
  ZRevenueReport,
} from '#common/contracts/admin.ts';
import { ZPageQuery } from '#common/contracts/pagination.ts';
import type { AppDeps } from '#server/deps.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getAdminStats } from '#server/services/admin/get-admin-stats.ts';
import { getAnalytics } from '#server/services/admin/get-analytics.ts';
import { getRevenue } from '#server/services/admin/get-revenue.ts';
import { listAuditLog } from '#server/services/admin/list-audit-log.ts';
import { listPayments } from '#server/services/admin/list-payments.ts';

/** The admin dashboard's reads; registered in the admins' group (server/app.ts). */
export async function adminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get('/api/admin/stats', { schema: { response: { 200: ZAdminStats } } }, async (request) =>
    getAdminStats({ db, user: request.user }),
  );

  app.get(
    '/api/admin/audit-log',
    { schema: { querystring: ZPageQuery, response: { 200: ZAuditLog } } },
    async (request) => listAuditLog({ db, user: request.user, page: request.query }),
  );

  app.get(
    '/api/admin/analytics',
    {
      schema: { querystring: ZAnalyticsQuery, response: { 200: ZAnalyticsReport } },
    },
    async (request) => getAnalytics({ db, user: request.user, days: request.query.days }),
  );

  app.get('/api/admin/revenue', { schema: { response: { 200: ZRevenueReport } } }, async (request) =>
    getRevenue({ db, user: request.user, now: deps.clock() }),
  );

  app.get(
    '/api/admin/payments',
    { schema: { querystring: ZPageQuery, response: { 200: ZAdminPayments } } },
    async (request) => listPayments({ db, user: request.user, page: request.query, now: deps.clock() }),
  );
}
