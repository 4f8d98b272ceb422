import type { TAuditLog } from '#common/contracts/admin.ts';
import type { TPageQuery } from '#common/contracts/pagination.ts';
import type { Db } from '#server/db/client.ts';
import { listAuditEntries } from '#server/db/repositories/audit-log.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertAdmin } from './assert-admin.ts';

export async function listAuditLog(options: {
  db: Db;
  user: UserRow | null;
  page: TPageQuery;
}): Promise<TAuditLog> {
  assertAdmin(options.user);
  const { page, limit } = options.page;
  const { rows, total } = await listAuditEntries(options.db, { limit, offset: (page - 1) * limit });
  return {
    items: rows.map((row) => ({
      id: row.id,
      adminEmail: row.admin_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      summary: row.summary,
      createdAt: row.created_at,
    })),
    total,
    page,
    limit,
  };
}
