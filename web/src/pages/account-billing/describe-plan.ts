import type { TBillingOverview } from '#common/contracts/billing.ts';
import { formatCents, PRICES } from '#common/plans.ts';
import { formatDate } from '#web/lib/format-date.ts';

export interface PlanDescription {
  planName: 'Plus' | 'Starter';
  statusLabel: string;
  tone: 'healthy' | 'inflamed' | 'urgent' | 'neutral';
  /** The one line that says what happens next (renewal, end date, retry). */
  nextLine: string | null;
}

/** What the billing page says about a plan, from the server's overview (pure, unit tested). */
export function describePlan(overview: TBillingOverview): PlanDescription {
  const sub = overview.subscription;
  if (!overview.isPlus || !sub) {
    return { planName: 'Starter', statusLabel: 'Free plan', tone: 'neutral', nextLine: null };
  }
  const periodEnd = sub.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : null;
  if (overview.subscriptionStatus === 'plus_past_due') {
    return {
      planName: 'Plus',
      statusLabel: 'Payment failed',
      tone: 'urgent',
      nextLine: `Your last renewal payment failed and is being retried. Plus stays until ${
        overview.plusUntil ? formatDate(overview.plusUntil) : 'the retries end'
      }.`,
    };
  }
  if (sub.cancelAtPeriodEnd) {
    return {
      planName: 'Plus',
      statusLabel: 'Cancelled',
      tone: 'inflamed',
      nextLine: periodEnd
        ? `Plus ends on ${periodEnd}, then your account moves to Starter. No further charges.`
        : null,
    };
  }
  const nextInterval = sub.pendingInterval ?? sub.interval;
  const amount = formatCents(sub.nextAmountCents ?? PRICES[nextInterval].cents);
  return {
    planName: 'Plus',
    statusLabel: 'Active',
    tone: 'healthy',
    nextLine: periodEnd
      ? `Renews on ${periodEnd} for ${amount} (${nextInterval}).${
          sub.pendingInterval ? ` You switch to ${sub.pendingInterval} billing at that renewal.` : ''
        }`
      : null,
  };
}
