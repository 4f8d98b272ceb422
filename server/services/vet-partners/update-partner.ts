import type { TApprovedPartner } from '#common/contracts/clinic-staff.ts';
import type { TPartnerStatus, TVetPartnerInputParsed } from '#common/contracts/vet-partners.ts';
import type { Db } from '#server/db/client.ts';
import { deletePartnerStaffSessions } from '#server/db/repositories/clinic-staff.ts';
import {
  findPartner,
  type PartnerRow,
  updatePartner as updatePartnerRow,
} from '#server/db/repositories/vet-partners.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { nowIso } from '#server/lib/time.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import { inviteClinicMember } from '#server/services/clinics/invite-clinic-member.ts';
import {
  type GeocodeLog,
  geocodeLocation,
  partnerAddressLine,
} from '#server/services/geocoding/geocode-location.ts';
import { addressChanged, coordinateColumns, formColumns } from './partner-row.ts';
import { toAdminPartner } from './to-partner.ts';

/**
 * PATCH /api/vet-partners/:id: the whole admin form, or only a status (the
 * pause/activate toggle). Activating a pending application approves it, which
 * invites the contact address as approval does; deactivating ends every staff
 * session (docs/product-rules.md#clinic-accounts). A changed address is placed
 * on the map again.
 */
export async function updatePartner(options: {
  db: Db;
  user: UserRow | null;
  partnerId: string;
  patch: { status: TPartnerStatus } | TVetPartnerInputParsed;
  geocoderUrl?: string;
  log?: GeocodeLog;
  /** The public origin an invite link starts with, when this update approves the clinic. */
  appUrl: string;
}): Promise<TApprovedPartner> {
  assertAdmin(options.user);
  const admin = options.user;
  const { db, partnerId, patch } = options;
  const before = await findPartner(db, partnerId);
  if (!before) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
  const now = nowIso();
  const isApproving = patch.status === 'active' && before.review_status !== 'approved';
  const approval = isApproving
    ? { review_status: 'approved' as const, reviewed_at: now, rejection_reason: null }
    : {};

  if (!('businessName' in patch)) {
    return db.transaction().execute(async (trx) => {
      const row = await updatePartnerRow(trx, partnerId, {
        status: patch.status,
        updated_at: now,
        ...approval,
      });
      if (!row) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
      await recordAudit(trx, {
        admin,
        action: 'partner.status',
        targetType: 'partner',
        targetId: partnerId,
        summary: `Changed ${row.business_name} from ${before.status} to ${row.status}`,
      });
      return { ...toAdminPartner(row), invite: await applyAccess(trx, row, isApproving, options.appUrl) };
    });
  }

  const columns = formColumns(patch);
  const coordinates = addressChanged(before, columns)
    ? coordinateColumns(
        await geocodeLocation({
          text: partnerAddressLine(columns),
          geocoderUrl: options.geocoderUrl,
          log: options.log,
        }),
      )
    : {};
  return db.transaction().execute(async (trx) => {
    const row = await updatePartnerRow(trx, partnerId, {
      ...columns,
      ...coordinates,
      commission_rate: patch.commissionRate,
      ...(patch.status ? { status: patch.status } : {}),
      ...approval,
      updated_at: now,
    });
    if (!row) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
    await recordAudit(trx, {
      admin,
      action: 'partner.update',
      targetType: 'partner',
      targetId: partnerId,
      summary: `Edited partner ${row.business_name}${
        before.commission_rate !== row.commission_rate
          ? ` (commission ${before.commission_rate}% → ${row.commission_rate}%)`
          : ''
      }`,
    });
    return { ...toAdminPartner(row), invite: await applyAccess(trx, row, isApproving, options.appUrl) };
  });
}

/** What a status change means for the clinic's staff accounts. */
async function applyAccess(trx: Db, row: PartnerRow, isApproving: boolean, appUrl: string) {
  if (row.status === 'inactive') await deletePartnerStaffSessions(trx, row.id);
  if (!isApproving) return undefined;
  return inviteClinicMember(trx, { partner: row, email: row.email, appUrl });
}
