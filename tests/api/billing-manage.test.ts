import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES } from '#common/plans.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import {
  adminCookie,
  billingCalls,
  createBillingApp,
  DAY_MS,
  type movableClock,
  subscribe,
} from './billing-support.ts';

let t: TestApp;
let clock: ReturnType<typeof movableClock>;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  ({ t, clock } = await createBillingApp());
  admin = await adminCookie(t);
});
afterAll(async () => t.close());

async function member() {
  const user = await signUpUser(t.app);
  return { ...user, calls: billingCalls(t.app, user.cookie) };
}

const refund = (paymentId: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, headers: { cookie } });

describe('managing a plan (test provider)', () => {
  it('cancel keeps Plus until the period ends, then the member is back on Starter', async () => {
    const { calls } = await member();
    await subscribe(calls);
    const cancelled = await calls.post('/api/billing/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      subscriptionStatus: 'plus_canceling',
      subscription: { cancelAtPeriodEnd: true, nextAmountCents: null },
    });
    expect(await calls.status()).toBe('plus_canceling');

    clock.advance(20 * DAY_MS);
    expect(await calls.status()).toBe('plus_canceling');

    clock.advance(12 * DAY_MS);
    expect(await calls.status()).toBe('free');
    const overview = (await calls.overview()).json();
    expect(overview).toMatchObject({ isPlus: false, subscription: { status: 'canceled' } });
    expect(overview.receipts).toHaveLength(1);
  });

  it('resume before the period end keeps the plan renewing, with a receipt per period', async () => {
    const { calls } = await member();
    await subscribe(calls);
    await calls.post('/api/billing/cancel');
    const resumed = await calls.post('/api/billing/resume');
    expect(resumed.json()).toMatchObject({
      subscriptionStatus: 'plus_active',
      subscription: { cancelAtPeriodEnd: false, nextAmountCents: PRICES.monthly.cents },
    });
    clock.advance(32 * DAY_MS);
    expect(await calls.status()).toBe('plus_active');
    const overview = (await calls.overview()).json();
    expect(overview.receipts).toHaveLength(2);
    expect(Date.parse(overview.subscription.currentPeriodEnd)).toBeGreaterThan(clock.now().getTime());
  });

  it('switching monthly to yearly charges the yearly price from the next renewal', async () => {
    const { calls } = await member();
    await subscribe(calls, 'monthly');
    const switched = await calls.post('/api/billing/switch', {
      interval: 'yearly',
      confirmedAmountCents: 9900,
    });
    expect(switched.json().subscription).toMatchObject({
      interval: 'monthly',
      pendingInterval: 'yearly',
      nextAmountCents: PRICES.yearly.cents,
    });
    clock.advance(32 * DAY_MS);
    const overview = (await calls.overview()).json();
    expect(overview.subscription).toMatchObject({ interval: 'yearly', pendingInterval: null });
    expect(overview.receipts.map((r: { amountCents: number }) => r.amountCents)).toEqual([
      PRICES.yearly.cents,
      PRICES.monthly.cents,
    ]);
    // And back: the switch is undone before it happens.
    await calls.post('/api/billing/switch', { interval: 'monthly', confirmedAmountCents: 999 });
    const back = await calls.post('/api/billing/switch', { interval: 'yearly', confirmedAmountCents: 9900 });
    expect(back.json().subscription.pendingInterval).toBeNull();
  });

  it('switching monthly to yearly charges only an amount the member confirmed', async () => {
    const { calls } = await member();
    await subscribe(calls, 'monthly');
    const unconfirmed = await calls.post('/api/billing/switch', { interval: 'yearly' });
    expect(unconfirmed.statusCode).toBe(400);
    const stale = await calls.post('/api/billing/switch', { interval: 'yearly', confirmedAmountCents: 999 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', details: { amountCents: PRICES.yearly.cents } });
    expect(stale.json().message).toContain('$99.00 per year');
    expect((await calls.overview()).json().subscription.pendingInterval).toBeNull();

    const confirmed = await calls.post('/api/billing/switch', {
      interval: 'yearly',
      confirmedAmountCents: PRICES.yearly.cents,
    });
    expect(confirmed.json().subscription).toMatchObject({
      pendingInterval: 'yearly',
      nextAmountCents: PRICES.yearly.cents,
    });
    // Nothing is charged at the switch: the yearly price is taken at the renewal.
    expect((await calls.overview()).json().receipts).toHaveLength(1);
  });

  it('a Starter member gets 403 PLUS_REQUIRED from the Plus-only plan calls', async () => {
    const { calls } = await member();
    for (const url of ['/api/billing/cancel', '/api/billing/resume']) {
      const response = await calls.post(url);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PLUS_REQUIRED');
    }
    const switched = await calls.post('/api/billing/switch', {
      interval: 'yearly',
      confirmedAmountCents: 9900,
    });
    expect(switched.json().code).toBe('PLUS_REQUIRED');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/billing/cancel' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/admin/payments/:id/refund', () => {
  it('refunds within 30 days and ends Plus at once; a second refund is refused', async () => {
    const { calls, email } = await member();
    await subscribe(calls);
    const [receipt] = (await calls.overview()).json().receipts;

    const notAdmin = await refund(receipt.id, (await member()).cookie);
    expect(notAdmin.statusCode).toBe(403);

    clock.advance(29 * DAY_MS);
    const refunded = await refund(receipt.id);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ subscriptionStatus: 'free', receipt: { id: receipt.id } });
    expect(refunded.json().receipt.refundedAt).not.toBeNull();
    expect(await calls.status()).toBe('free');
    const overview = (await calls.overview()).json();
    expect(overview.subscription.status).toBe('canceled');
    expect(overview.receipts[0].refundedAt).not.toBeNull();

    const again = await refund(receipt.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REFUNDED');
    const mail = await t.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', email).execute();
    expect(mail.filter((m) => m.kind === 'billing_refund')).toHaveLength(1);
  });

  it('refuses a payment older than the 30-day money-back window', async () => {
    const { calls } = await member();
    await subscribe(calls, 'yearly');
    const [receipt] = (await calls.overview()).json().receipts;
    clock.advance(31 * DAY_MS);
    const late = await refund(receipt.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REFUND_WINDOW_CLOSED');
    expect(await calls.status()).toBe('plus_active');
    expect((await refund('no-such-payment')).statusCode).toBe(404);
  });
});
