import type { TApprovedPartner } from '#common/contracts/clinic-staff.ts';
import type { TVetPartnerInputParsed } from '#common/contracts/vet-partners.ts';
import type { Db } from '#server/db/client.ts';
import { insertPartner } from '#server/db/repositories/vet-partners.ts';
import type { UserRow } from '#server/db/schema.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { recordAudit } from '#server/services/admin/record-audit.ts';
import { inviteClinicMember } from '#server/services/clinics/invite-clinic-member.ts';
import type { GeocodeLog } from '#server/services/geocoding/geocode-location.ts';
import { newPartnerRow } from './partner-row.ts';
import { toAdminPartner } from './to-partner.ts';

/**
 * An admin adds a partner directly: approved, active unless the form says otherwise. Being approved,
 * its contact address is invited to a clinic staff account (docs/product-rules.md#clinic-accounts).
 */
export async function createPartner(options: {
  db: Db;
  user: UserRow | null;
  input: TVetPartnerInputParsed;
  geocoderUrl?: string;
  log?: GeocodeLog;
  /** The public origin the invite link starts with. */
  appUrl: string;
}): Promise<TApprovedPartner> {
  assertAdmin(options.user);
  const admin = options.user;
  const row = await newPartnerRow({
    input: options.input,
    review: {
      commission_rate: options.input.commissionRate,
      status: options.input.status ?? 'active',
      review_status: 'approved',
    },
    geocoderUrl: options.geocoderUrl,
    log: options.log,
  });
  const invite = await options.db.transaction().execute(async (trx) => {
    await insertPartner(trx, row);
    await recordAudit(trx, {
      admin,
      action: 'partner.create',
      targetType: 'partner',
      targetId: row.id,
      summary: `Added partner ${row.business_name} (${row.status}, ${row.commission_rate}% commission)`,
    });
    return inviteClinicMember(trx, { partner: row, email: row.email, appUrl: options.appUrl });
  });
  return { ...toAdminPartner(row), invite };
}
