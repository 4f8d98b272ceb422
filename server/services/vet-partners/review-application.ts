import type { TApprovedPartner } from '#common/contracts/clinic-staff.ts';
import type { Db } from '#server/db/client.ts';
import { deletePartnerStaffSessions } from '#server/db/repositories/clinic-staff.ts';
import { findPartner, updatePartner } from '#server/db/repositories/vet-partners.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { nowIso } from '#server/lib/time.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import { inviteClinicMember } from '#server/services/clinics/invite-clinic-member.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { applicationApproved, applicationRejected } from './partner-mail.ts';
import { toAdminPartner } from './to-partner.ts';

export type ReviewDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * Decides a pending application: approve makes the clinic active (listed on
 * the finder); reject keeps it inactive and mails the reason to the clinic.
 * Only a pending application can be decided, once: a second admin acting on
 * the same one gets 409. Approval invites the contact address to a clinic staff
 * account; rejection ends any staff session (docs/product-rules.md#clinic-accounts).
 */
export async function reviewApplication(options: {
  db: Db;
  user: UserRow | null;
  partnerId: string;
  decision: ReviewDecision;
  /** The public origin the invite link starts with. */
  appUrl: string;
}): Promise<TApprovedPartner> {
  assertAdmin(options.user);
  const admin = options.user;
  const { db, partnerId, decision } = options;
  const existing = await findPartner(db, partnerId);
  if (!existing) throw new AppError('NOT_FOUND', 'This application no longer exists.');
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const row = await updatePartner(
      trx,
      partnerId,
      decision.kind === 'approve'
        ? { status: 'active', review_status: 'approved', reviewed_at: now, updated_at: now }
        : {
            status: 'inactive',
            review_status: 'rejected',
            rejection_reason: decision.reason,
            reviewed_at: now,
            updated_at: now,
          },
      { reviewStatus: 'pending' },
    );
    if (!row) throw new AppError('CONFLICT', 'This application was already reviewed.');
    const invite =
      decision.kind === 'approve'
        ? await inviteClinicMember(trx, { partner: row, email: row.email, appUrl: options.appUrl })
        : undefined;
    if (decision.kind === 'reject') await deletePartnerStaffSessions(trx, row.id);
    await enqueueEmail(
      trx,
      decision.kind === 'approve'
        ? applicationApproved(row, invite?.outcome === 'sent')
        : applicationRejected(row, decision.reason),
    );
    await recordAudit(trx, {
      admin,
      action: decision.kind === 'approve' ? 'partner.approve' : 'partner.reject',
      targetType: 'partner',
      targetId: row.id,
      summary:
        decision.kind === 'approve'
          ? `Approved application of ${row.business_name}`
          : `Rejected application of ${row.business_name}: ${decision.reason}`,
    });
    return { ...toAdminPartner(row), invite };
  });
}
