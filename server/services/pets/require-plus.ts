import { isPlusStatus } from '#common/plans.ts';
import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/** Plus-only features answer 403 PLUS_REQUIRED with what needs Plus (docs/product-rules.md#pets-and-plus). */
export function requirePlus(user: UserRow, feature: string): void {
  if (!isPlusStatus(user.subscription_status)) {
    throw new AppError('PLUS_REQUIRED', `${feature} is a Plus feature. Upgrade to Plus to use it.`, {
      details: { upgradeUrl: '/pricing' },
    });
  }
}
