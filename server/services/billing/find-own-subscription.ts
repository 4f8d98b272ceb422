import type { Db } from '#server/db/client.ts';
import { findSubscriptionById, findSubscriptionByProviderId } from '#server/db/repositories/billing.ts';
import type { SubscriptionRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/** A subscription by our id or the provider's, only if it is the user's own (else 404, not 403). */
export async function findOwnSubscription(options: {
  db: Db;
  userId: string;
  subscriptionId?: string;
  providerSubscriptionId?: string;
}): Promise<SubscriptionRow> {
  const { db } = options;
  const row = options.subscriptionId
    ? await findSubscriptionById(db, options.subscriptionId)
    : options.providerSubscriptionId
      ? await findSubscriptionByProviderId(db, options.providerSubscriptionId)
      : undefined;
  if (!row || row.user_id !== options.userId) throw new AppError('NOT_FOUND', 'Subscription not found.');
  return row;
}
