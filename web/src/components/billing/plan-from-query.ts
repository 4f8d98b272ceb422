import type { BillingInterval } from '#common/plans.ts';

/** ?plan=yearly picks yearly; anything else (or nothing) is monthly. */
export function planFromQuery(value: string | null): BillingInterval {
  return value === 'yearly' ? 'yearly' : 'monthly';
}
