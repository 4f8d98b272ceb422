import { describe, expect, it } from 'vitest';
import { PAST_DUE_GRACE_DAYS } from '#common/plans.ts';
import { bestAccess, derivePlanAccess } from './derive-plan-access.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');
const periodEnd = new Date(now.getTime() + 10 * DAY);
const base = {
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: periodEnd,
  isLatestPaymentRefunded: false,
};

describe('derivePlanAccess', () => {
  it('an active plan is Plus until its period end', () => {
    expect(derivePlanAccess(base, now)).toEqual({ subscriptionStatus: 'plus_active', plusUntil: periodEnd });
    expect(derivePlanAccess(base, new Date(periodEnd.getTime() + 1)).subscriptionStatus).toBe('free');
  });

  it('a cancelled plan stays Plus to the period end, then is free', () => {
    const cancelled = { ...base, cancelAtPeriodEnd: true };
    expect(derivePlanAccess(cancelled, now).subscriptionStatus).toBe('plus_canceling');
    expect(derivePlanAccess(cancelled, periodEnd).subscriptionStatus).toBe('free');
  });

  it('a failed renewal keeps Plus through the grace period', () => {
    const pastDue = { ...base, status: 'past_due', currentPeriodEnd: now };
    const access = derivePlanAccess(pastDue, new Date(now.getTime() + (PAST_DUE_GRACE_DAYS - 1) * DAY));
    expect(access.subscriptionStatus).toBe('plus_past_due');
    expect(
      derivePlanAccess(pastDue, new Date(now.getTime() + PAST_DUE_GRACE_DAYS * DAY)).subscriptionStatus,
    ).toBe('free');
  });

  it('refunded, unpaid, incomplete and cancelled plans are free', () => {
    expect(derivePlanAccess({ ...base, isLatestPaymentRefunded: true }, now).subscriptionStatus).toBe('free');
    for (const status of [
      'incomplete',
      'incomplete_expired',
      'unpaid',
      'canceled',
      'paused',
      'something_new',
    ]) {
      expect(derivePlanAccess({ ...base, status }, now).subscriptionStatus).toBe('free');
    }
    expect(derivePlanAccess({ ...base, currentPeriodEnd: null }, now).subscriptionStatus).toBe('free');
  });

  it('of several subscriptions the longest access wins', () => {
    const later = new Date(periodEnd.getTime() + DAY);
    expect(
      bestAccess([
        { subscriptionStatus: 'free', plusUntil: null },
        { subscriptionStatus: 'plus_canceling', plusUntil: later },
        { subscriptionStatus: 'plus_active', plusUntil: periodEnd },
      ]),
    ).toEqual({ subscriptionStatus: 'plus_canceling', plusUntil: later });
    expect(bestAccess([]).subscriptionStatus).toBe('free');
  });
});
