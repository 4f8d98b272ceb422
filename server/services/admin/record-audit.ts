import type { Db } from '#server/db/client.ts';
import { insertAuditEntry } from '#server/db/repositories/audit-log.ts';
import type { UserRow } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';

export type AuditAction =
  | 'partner.create'
  | 'partner.update'
  | 'partner.status'
  | 'partner.delete'
  | 'partner.approve'
  | 'partner.reject'
  /** An admin sent the clinic's contact address a new staff invite. */
  | 'partner.invite'
  | 'referral.route'
  | 'referral.status'
  | 'payment.refund'
  /** A member's own refund under the 30-day guarantee (the member is the one who acted). */
  | 'payment.guarantee_refund';

/**
 * Writes who did what, when, in the caller's transaction, so the log holds an
 * entry exactly when the change it describes happened.
 */
export async function recordAudit(
  db: Db,
  entry: {
    admin: UserRow;
    action: AuditAction;
    targetType: 'partner' | 'referral' | 'payment';
    targetId: string;
    summary: string;
  },
): Promise<void> {
  await insertAuditEntry(db, {
    id: newId(),
    admin_user_id: entry.admin.id,
    admin_email: entry.admin.email ?? entry.admin.id,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    summary: entry.summary.slice(0, 500),
    created_at: nowIso(),
  });
}
