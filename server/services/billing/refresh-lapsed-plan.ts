import { isPlusStatus } from '#common/plans.ts';
import { listUserSubscriptions } from '#server/db/repositories/billing.ts';
import { findUserById } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { BillingDeps } from './billing-deps.ts';
import { applyUserAccess, syncSubscription } from './sync-subscription.ts';

/**
 * Called for each signed-in request: a member whose Plus time (users.plus_until) has run out is
 * re-read from the provider once, which renews a paid plan or ends a cancelled one. If the
 * provider cannot be reached, access follows what we last heard (so Plus ends on time).
 */
export async function refreshLapsedPlan(
  options: BillingDeps & { log: Logger; user: UserRow },
): Promise<UserRow> {
  const { user, ...deps } = options;
  if (!isPlusStatus(user.subscription_status) || !user.plus_until) return user;
  if (user.plus_until > deps.clock().toISOString()) return user;
  try {
    const open = (await listUserSubscriptions(deps.db, user.id)).filter((s) => s.is_open === 1);
    for (const subscription of open) await syncSubscription({ ...deps, subscription });
    await applyUserAccess({ ...deps, userId: user.id });
  } catch (error) {
    deps.log.warn({ err: error }, 'could not re-read a lapsed plan from the payment provider');
    await applyUserAccess({ ...deps, userId: user.id });
  }
  return (await findUserById(deps.db, user.id)) ?? user;
}
