import type { TPageQuery } from '#common/contracts/pagination.ts';
import type { TPartnerDashboard } from '#common/contracts/vet-partners.ts';
import type { Db } from '#server/db/client.ts';
import {
  listApprovedPartners,
  listPendingApplications,
  partnerStats,
} from '#server/db/repositories/vet-partners.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { toAdminPartner } from './to-partner.ts';

const APPLICATIONS_SHOWN = 100;

/** The vet dashboard: stat cards over approved partners, one page of them, and the review queue. */
export async function getPartnerDashboard(options: {
  db: Db;
  user: UserRow | null;
  page: TPageQuery;
}): Promise<TPartnerDashboard> {
  assertAdmin(options.user);
  const { db, page } = options;
  const [stats, partners, applications] = await Promise.all([
    partnerStats(db),
    listApprovedPartners(db, { limit: page.limit, offset: (page.page - 1) * page.limit }),
    listPendingApplications(db, APPLICATIONS_SHOWN),
  ]);
  return {
    stats: {
      total: stats.total,
      active: stats.active,
      paused: stats.paused,
      averageCommission: stats.average === null ? null : Math.round(stats.average * 10) / 10,
    },
    partners: partners.map(toAdminPartner),
    partnersTotal: stats.total,
    page: page.page,
    limit: page.limit,
    applications: applications.map(toAdminPartner),
  };
}
