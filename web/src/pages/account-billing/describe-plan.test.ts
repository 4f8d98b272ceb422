import { describe, expect, it } from 'vitest';
import type { TBillingOverview } from '#common/contracts/billing.ts';
import { describePlan } from './describe-plan.ts';

const base: TBillingOverview = {
  provider: 'test',
  isPlus: true,
  subscriptionStatus: 'plus_active',
  plusUntil: '2026-12-23T12:00:00.000Z',
  subscription: {
    id: 's1',
    status: 'active',
    interval: 'monthly',
    pendingInterval: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-12-23T12:00:00.000Z',
    nextAmountCents: 999,
  },
  receipts: [],
  guarantee: {
    state: 'none',
    paymentId: null,
    amountCents: null,
    totalRefundCents: null,
    endsAt: null,
    usedAt: null,
  },
};

describe('describePlan', () => {
  it('an active plan says when it renews and for how much', () => {
    const plan = describePlan(base);
    expect(plan).toMatchObject({ planName: 'Plus', statusLabel: 'Active' });
    expect(plan.nextLine).toMatch(/^Renews on .+ for \$9\.99 \(monthly\)\.$/);
  });

  it('a pending switch names the new interval and its price', () => {
    const plan = describePlan({
      ...base,
      subscription: { ...base.subscription!, pendingInterval: 'yearly', nextAmountCents: 9900 },
    });
    expect(plan.nextLine).toContain('$99.00 (yearly)');
    expect(plan.nextLine).toContain('switch to yearly');
  });

  it('a cancelled plan says when Plus ends', () => {
    const plan = describePlan({
      ...base,
      subscriptionStatus: 'plus_canceling',
      subscription: { ...base.subscription!, cancelAtPeriodEnd: true, nextAmountCents: null },
    });
    expect(plan.statusLabel).toBe('Cancelled');
    expect(plan.nextLine).toMatch(/^Plus ends on .+, then your account moves to Starter/);
  });

  it('a failed renewal says Plus stays through the grace period', () => {
    const plan = describePlan({ ...base, subscriptionStatus: 'plus_past_due' });
    expect(plan).toMatchObject({ statusLabel: 'Payment failed', tone: 'urgent' });
  });

  it('without Plus it is the free Starter plan', () => {
    expect(describePlan({ ...base, isPlus: false, subscriptionStatus: 'free' }).planName).toBe('Starter');
  });
});
