import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScan } from '../setup/seed.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import {
  adminCookie,
  billingCalls,
  CARDS,
  createBillingApp,
  DAY_MS,
  type movableClock,
  subscribe,
} from './billing-support.ts';

let t: TestApp;
let clock: ReturnType<typeof movableClock>;
let admin: string;
beforeAll(async () => {
  ({ t, clock } = await createBillingApp());
  admin = (await adminCookie(t)).cookie;
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { cookie: admin } });

async function plusMember(interval: 'monthly' | 'yearly') {
  const member = await signUpUser(t.app);
  await subscribe(billingCalls(t.app, member.cookie), interval);
  return member;
}

describe('revenue from the billing tables', () => {
  it('counts paying plans by interval, MRR and new subscriptions, then a refund', async () => {
    await plusMember('monthly');
    const yearly = await plusMember('yearly');
    const revenue = (await asAdmin('GET', '/api/admin/revenue')).json();
    expect(revenue).toMatchObject({
      hasData: true,
      activeByInterval: { monthly: 1, yearly: 1 },
      mrrCents: 999 + Math.round(9900 / 12),
      newThisMonth: 2,
      refunds: { count: 0, amountCents: 0 },
    });

    const payments = (await asAdmin('GET', '/api/admin/payments')).json();
    expect(payments.total).toBe(2);
    const yearlyPayment = payments.items.find((p: { userEmail: string }) => p.userEmail === yearly.email);
    expect(yearlyPayment).toMatchObject({
      amountCents: 9900,
      interval: 'yearly',
      isRefundable: true,
      refundedAt: null,
    });

    const refunded = await asAdmin('POST', `/api/admin/payments/${yearlyPayment.id}/refund`);
    expect(refunded.statusCode).toBe(200);
    const after = (await asAdmin('GET', '/api/admin/revenue')).json();
    expect(after.refunds).toEqual({ count: 1, amountCents: 9900 });
    expect(after.activeByInterval).toEqual({ monthly: 1, yearly: 0 });
    const listed = (await asAdmin('GET', '/api/admin/payments')).json().items;
    expect(listed.find((p: { id: string }) => p.id === yearlyPayment.id)).toMatchObject({
      isRefundable: false,
    });

    const audit = (await asAdmin('GET', '/api/admin/audit-log')).json().items[0];
    expect(audit).toMatchObject({
      action: 'payment.refund',
      targetType: 'payment',
      targetId: yearlyPayment.id,
    });
    expect(audit.summary).toContain('$99.00');
  });

  it('marks a payment past the 30-day guarantee as not refundable', async () => {
    await plusMember('monthly');
    clock.advance(31 * DAY_MS);
    const newest = (await asAdmin('GET', '/api/admin/payments?limit=1')).json().items[0];
    expect(newest).toMatchObject({ refundedAt: null, isRefundable: false });
  });

  it('refuses refunds and the payment list to guests and members (403)', async () => {
    const member = await signUpUser(t.app);
    for (const headers of [{}, { cookie: member.cookie }]) {
      const refund = await t.app.inject({ method: 'POST', url: '/api/admin/payments/x/refund', headers });
      expect(refund.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/admin/payments', headers })).statusCode).toBe(403);
    }
  });
});

describe('revenue figures', () => {
  it('count only paid subscriptions as started; replaced unpaid checkouts are neither started nor cancelled', async () => {
    const revenue = async () => (await asAdmin('GET', '/api/admin/revenue')).json();
    const plusStarts = async () =>
      (await asAdmin('GET', '/api/admin/analytics?days=7'))
        .json()
        .funnels.members.find((s: { step: string }) => s.step === 'plus').count as number;
    const before = await revenue();
    const startsBefore = await plusStarts();

    // One member flips between the intervals ten times, some of it in parallel, then pays once.
    const member = await signUpUser(t.app);
    // The members' funnel follows new members who scanned on to Plus.
    await seedScan(t.db, { userId: member.userId });
    const calls = billingCalls(t.app, member.cookie);
    for (let round = 0; round < 5; round++) {
      await Promise.all([calls.setup('monthly'), calls.setup('yearly')]);
    }
    const checkout = (await calls.setup('monthly')).json();
    expect((await calls.pay(checkout.clientSecret, CARDS.succeeds)).json().status).toBe('succeeded');
    expect((await calls.success({ subscriptionId: checkout.subscriptionId })).json().isPlus).toBe(true);
    const replaced = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', member.userId)
      .where('replaced_at', 'is not', null)
      .execute();
    expect(replaced.length).toBeGreaterThan(0);

    const after = await revenue();
    expect(after.newThisMonth - before.newThisMonth).toBe(1);
    expect(after.cancelledThisMonth - before.cancelledThisMonth).toBe(0);
    // The admin's members' funnel counts the same way.
    expect((await plusStarts()) - startsBefore).toBe(1);

    // A paid plan that ends (refunded) is a started subscription that was cancelled.
    const [receipt] = (await calls.overview()).json().receipts;
    expect((await asAdmin('POST', `/api/admin/payments/${receipt.id}/refund`)).statusCode).toBe(200);
    const ended = await revenue();
    expect(ended.newThisMonth - before.newThisMonth).toBe(1);
    expect(ended.cancelledThisMonth - before.cancelledThisMonth).toBe(1);
  });
});
