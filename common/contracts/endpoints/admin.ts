import {
  ZAdminPayments,
  ZAdminStats,
  ZAnalyticsQuery,
  ZAnalyticsReport,
  ZAuditLog,
  ZRevenueReport,
} from '../admin.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPageQuery } from '../pagination.ts';

/** The admin dashboard's reads (docs/product-rules.md#admin). */
export const adminEndpoints = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    responses: { 200: ZAdminStats },
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    query: ZPageQuery,
    responses: { 200: ZAuditLog },
  }),
  analytics: defineEndpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'admin',
    query: ZAnalyticsQuery,
    responses: { 200: ZAnalyticsReport },
  }),
  revenue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/revenue',
    access: 'admin',
    responses: { 200: ZRevenueReport },
  }),
  payments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payments',
    access: 'admin',
    query: ZPageQuery,
    responses: { 200: ZAdminPayments },
  }),
};
