import type { Db } from '../client.ts';
import type { AdminAuditLogTable } from '../schema.ts';

export type AuditRow = AdminAuditLogTable;

export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db.insertInto('admin_audit_log').values(row).execute();
}

export async function listAuditEntries(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('admin_audit_log')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('admin_audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
