import { listUserSubscriptions } from '#server/db/repositories/billing.ts';
import { AppError } from '#server/errors.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { BillingDeps } from './billing-deps.ts';

/**
 * Before an account is deleted, its running subscriptions end at the provider, so a deleted
 * member is never charged again. If the provider cannot be reached the deletion stops here
 * (the member can retry) rather than leave a plan renewing for nobody.
 */
export async function endSubscriptions(
  options: Omit<BillingDeps, 'config'> & { log: Logger; userId: string },
): Promise<void> {
  const deps = options;
  const open = (await listUserSubscriptions(deps.db, options.userId)).filter(
    (subscription) => subscription.is_open === 1 && subscription.status !== 'creating',
  );
  for (const subscription of open) {
    try {
      await deps.payments.cancelNow(subscription.provider_subscription_id);
    } catch (error) {
      deps.log.error({ err: error }, 'could not end a subscription before deleting its account');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'We could not stop your subscription just now, so your account was not deleted. Please try again.',
      );
    }
  }
}
