import { AppError } from '#server/errors.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { BillingDeps } from '#server/services/billing/billing-deps.ts';
import { endSubscriptions } from '#server/services/billing/end-subscriptions.ts';

/** What ending a staff account's plans needs: the billing deps (no receipts are written) and a log. */
export type StaffPlanDeps = Omit<BillingDeps, 'config'> & { log: Logger };

/**
 * Before staff accounts are deleted (removed from the team, or their clinic deleted): any Plus plan
 * they bought ends at the payment provider, so nobody is charged for an account that is gone.
 * If the provider cannot be reached nothing is deleted, and the caller can retry.
 */
export async function endStaffPlans(options: StaffPlanDeps & { staffIds: string[] }): Promise<void> {
  for (const userId of options.staffIds) {
    try {
      await endSubscriptions({ ...options, userId });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')) throw error;
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'A Plus plan of this staff account could not be ended with the payment provider just now, so nothing was removed. Please try again.',
      );
    }
  }
}
