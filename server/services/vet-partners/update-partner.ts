import type {
  TAdminPartner,
  TPartnerStatus,
  TVetPartnerInputParsed,
} from '#common/contracts/vet-partners.ts';
import type { Db } from '#server/db/client.ts';
import { findPartner, updatePartner as updatePartnerRow } from '#server/db/repositories/vet-partners.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { nowIso } from '#server/lib/time.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import {
  type GeocodeLog,
  geocodeLocation,
  partnerAddressLine,
} from '#server/services/geocoding/geocode-location.ts';
import { addressChanged, coordinateColumns, formColumns } from './partner-row.ts';
import { toAdminPartner } from './to-partner.ts';

/**
 * PATCH /api/vet-partners/:id: the whole admin form, or only a status (the
 * pause/activate toggle). Activating a pending application approves it.
 * A changed address is placed on the map again.
 */
export async function updatePartner(options: {
  db: Db;
  user: UserRow | null;
  partnerId: string;
  patch: { status: TPartnerStatus } | TVetPartnerInputParsed;
  geocoderUrl?: string;
  log?: GeocodeLog;
}): Promise<TAdminPartner> {
  assertAdmin(options.user);
  const admin = options.user;
  const { db, partnerId, patch } = options;
  const before = await findPartner(db, partnerId);
  if (!before) throw new AppError('NOT_FOUND', 'This partner no longer exists.');
  const now = nowIso();
  const approval =
    patch.status === 'active' && before.review_status !== 'approved'
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
      return toAdminPartner(row);
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
    return toAdminPartner(row);
  });
}
