import type { PaymentProvider } from '#server/adapters/payments/payment-provider.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { deleteUserData, listWaitlistedScanIds } from '#server/db/repositories/accounts.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { Logger } from '#server/lib/logger.ts';
import { verifyPassword } from '#server/services/auth/password.ts';
import { endSubscriptions } from '#server/services/billing/end-subscriptions.ts';
import { adminNoticeKeyPrefix } from '#server/services/referrals/request-mail.ts';
import { deleteAccountMail } from './delete-account-mail.ts';

/**
 * A member can delete their account (docs/product-rules.md#privacy). The password is
 * asked again so a borrowed, signed-in browser cannot erase someone's history.
 * Rows go first in one transaction; photos are removed after, and a photo that
 * fails to delete is logged rather than leaving the account half-deleted.
 * Outbox mail goes too, whatever its status: everything queued for the member or
 * to an address they held (delete-account-mail.ts), and the admins' urgent
 * notices about their scans (pet name, place).
 * A running Plus plan is ended at the payment provider first, so nobody is charged after.
 */
export async function deleteAccount(options: {
  db: Db;
  storage: PhotoStorage;
  payments: PaymentProvider;
  clock: () => Date;
  user: UserRow;
  password?: string;
  log: Logger;
}): Promise<void> {
  const { db, user } = options;
  if (user.password_hash) {
    const isValid = options.password ? await verifyPassword(user.password_hash, options.password) : false;
    if (!isValid) throw new AppError('INVALID_CREDENTIALS', 'That password is not right.');
  }
  await endSubscriptions({
    db,
    payments: options.payments,
    clock: options.clock,
    log: options.log,
    userId: user.id,
  });
  const keys = await db.transaction().execute(async (trx) => {
    const scanIds = await listWaitlistedScanIds(trx, user.id);
    await deleteAccountMail(trx, { user, dedupeKeyPrefixes: scanIds.map(adminNoticeKeyPrefix) });
    return deleteUserData(trx, user.id);
  });
  const results = await Promise.allSettled(keys.map((key) => options.storage.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0)
    options.log.error({ userId: user.id, failed }, 'some photos of a deleted account were not removed');
}
