import type { TVetRegistrationParsed } from '#common/contracts/vet-partners.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import { listAdminEmails } from '#server/db/repositories/users.ts';
import { insertPartner } from '#server/db/repositories/vet-partners.ts';
import { AppError } from '#server/errors.ts';
import type { GeocodeLog } from '#server/services/geocoding/geocode-location.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { applicationNotice, registrationConfirmation } from './partner-mail.ts';
import { newPartnerRow } from './partner-row.ts';

/**
 * A clinic's public application (docs/product-rules.md#vet-partners): stored
 * `inactive` and `pending` review, placed on the map from its address, and
 * announced by mail to the clinic and the admins. A second application from
 * the same e-mail while one is pending is refused (a unique index decides,
 * so two racing submissions cannot both pass).
 */
export async function registerPartner(options: {
  db: Db;
  input: TVetRegistrationParsed;
  geocoderUrl?: string;
  adminNotify?: string;
  /** The app's origin (config.appUrl), for the link in the admins' notice. */
  appUrl?: string;
  log?: GeocodeLog;
}): Promise<{ isStored: boolean }> {
  const { db, input } = options;
  // A bot filled the hidden field: answer as usual and keep nothing.
  if (input.faxNumber?.trim()) return { isStored: false };
  const row = await newPartnerRow({
    input,
    review: { commission_rate: 20, status: 'inactive', review_status: 'pending' },
    geocoderUrl: options.geocoderUrl,
    log: options.log,
  });
  try {
    await db.transaction().execute(async (trx) => {
      await insertPartner(trx, row);
      await enqueueEmail(trx, registrationConfirmation(row));
      const admins = options.adminNotify ? [options.adminNotify] : await listAdminEmails(trx);
      for (const to of admins) await enqueueEmail(trx, applicationNotice(row, to, options.appUrl));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(
      'CONFLICT',
      'An application from this e-mail address is already waiting for review. We will contact you within 2 business days.',
    );
  }
  return { isStored: true };
}
