import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES } from '#common/plans.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import { billingCalls, CARDS, createBillingApp, type movableClock, subscribe } from './billing-support.ts';

let t: TestApp;
let clock: ReturnType<typeof movableClock>;
beforeAll(async () => {
  ({ t, clock } = await createBillingApp());
});
afterAll(async () => t.close());

async function member() {
  const user = await signUpUser(t.app);
  return { ...user, calls: billingCalls(t.app, user.cookie) };
}

describe('the built-in test provider', () => {
  it('4242 pays: Plus only after the server re-reads the paid subscription', async () => {
    const { calls } = await member();
    const setup = await calls.setup('monthly');
    expect(setup.statusCode).toBe(200);
    const { subscriptionId, clientSecret } = setup.json();

    const paid = await calls.pay(clientSecret, CARDS.succeeds);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    // Paying is not yet Plus: the plan changes when the server reads the provider.
    expect(await calls.status()).toBe('free');

    const success = await calls.success({ subscriptionId });
    expect(success.json()).toEqual({ isPlus: true, subscriptionStatus: 'plus_active' });
    expect(await calls.status()).toBe('plus_active');

    const overview = (await calls.overview()).json();
    expect(overview).toMatchObject({
      provider: 'test',
      isPlus: true,
      subscription: { interval: 'monthly', status: 'active', cancelAtPeriodEnd: false, nextAmountCents: 999 },
    });
    expect(overview.receipts).toHaveLength(1);
    expect(overview.receipts[0]).toMatchObject({ amountCents: PRICES.monthly.cents, currency: 'usd' });
    const periodDays = (Date.parse(overview.subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(periodDays).toBeGreaterThan(27);
    expect(periodDays).toBeLessThan(32);
  });

  it("0002 is declined with the card's message, grants nothing, and the same payment can be retried", async () => {
    const { calls } = await member();
    const { subscriptionId, clientSecret } = (await calls.setup('yearly')).json();
    const declined = await calls.pay(clientSecret, CARDS.declined);
    expect(declined.json()).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect((await calls.success({ subscriptionId })).json()).toEqual({
      isPlus: false,
      subscriptionStatus: 'free',
    });

    expect((await calls.pay(clientSecret, CARDS.succeeds)).json().status).toBe('succeeded');
    expect((await calls.success({ subscriptionId })).json().isPlus).toBe(true);
    const overview = (await calls.overview()).json();
    expect(overview.receipts.map((r: { amountCents: number }) => r.amountCents)).toEqual([
      PRICES.yearly.cents,
    ]);
  });

  it('3155 needs authentication, which resolves after a short delay', async () => {
    const { calls } = await member();
    const { clientSecret } = (await calls.setup()).json();
    const first = (await calls.pay(clientSecret, CARDS.authenticates)).json();
    expect(first.status).toBe('requires_action');
    expect((await calls.poll(first.paymentIntentId)).json().status).toBe('requires_action');
    // The test page's success call names the payment intent, not the subscription.
    expect((await calls.success({ paymentIntentId: first.paymentIntentId })).json().isPlus).toBe(false);

    clock.advance(2_500);
    expect((await calls.poll(first.paymentIntentId)).json().status).toBe('succeeded');
    expect((await calls.success({ paymentIntentId: first.paymentIntentId })).json()).toMatchObject({
      isPlus: true,
    });
  });

  it('refuses an expired card, an unknown card and a malformed number with clear messages', async () => {
    const { calls } = await member();
    const { clientSecret } = (await calls.setup()).json();
    const expired = await calls.post('/api/billing/test-card/confirm', {
      clientSecret,
      cardNumber: CARDS.succeeds,
      expMonth: 1,
      expYear: 2020,
      cvc: '123',
    });
    expect(expired.json()).toMatchObject({ status: 'failed', message: 'Your card has expired.' });
    expect((await calls.pay(clientSecret, '5555 5555 5555 4444')).json().status).toBe('failed');
    const malformed = await calls.pay(clientSecret, 'abcd');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
  });

  it('get-or-create returns the same pending subscription, also to two calls at once', async () => {
    const { calls, userId } = await member();
    const [a, b] = await Promise.all([calls.setup(), calls.setup()]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    const again = await calls.setup();
    expect(again.json()).toEqual(a.json());
    const rows = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    const providerRows = await t.db
      .selectFrom('test_payment_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(providerRows).toHaveLength(1);

    // Choosing the other interval before paying replaces the unpaid attempt.
    const yearly = await calls.setup('yearly');
    expect(yearly.json().subscriptionId).not.toBe(a.json().subscriptionId);
    const open = await t.db
      .selectFrom('subscriptions')
      .select('plan_interval')
      .where('user_id', '=', userId)
      .where('is_open', '=', 1)
      .execute();
    expect(open).toEqual([{ plan_interval: 'yearly' }]);
  });

  it('a member cannot set up a second plan', async () => {
    const { calls } = await member();
    await subscribe(calls);
    const again = await calls.setup('yearly');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it('activation refuses an unpaid subscription and grants Plus once it is paid', async () => {
    const { calls } = await member();
    const refused = await calls.post('/api/activate-subscription');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('SUBSCRIPTION_UNPAID');

    const { clientSecret } = (await calls.setup()).json();
    expect((await calls.post('/api/activate-subscription')).statusCode).toBe(402);
    await calls.pay(clientSecret, CARDS.declined);
    expect((await calls.post('/api/activate-subscription')).json().code).toBe('SUBSCRIPTION_UNPAID');
    expect(await calls.status()).toBe('free');

    await calls.pay(clientSecret, CARDS.succeeds);
    // The success call never came (closed tab): activation finds the payment itself.
    const activated = await calls.post('/api/activate-subscription');
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ success: true, subscriptionStatus: 'plus_active' });
  });

  it("keeps a member's payments private to them", async () => {
    const owner = await member();
    const other = await member();
    const { subscriptionId, clientSecret } = (await owner.calls.setup()).json();
    const stolen = await other.calls.pay(clientSecret, CARDS.succeeds);
    expect(stolen.statusCode).toBe(404);
    expect((await other.calls.success({ subscriptionId })).statusCode).toBe(404);
    const paid = (await owner.calls.pay(clientSecret, CARDS.succeeds)).json();
    expect((await other.calls.poll(paid.paymentIntentId)).statusCode).toBe(404);
    expect((await other.calls.success({ paymentIntentId: paid.paymentIntentId })).statusCode).toBe(404);
    expect(await other.calls.status()).toBe('free');
  });

  it('asks for a session and a valid body', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/get-or-create-subscription',
      payload: { priceId: 'monthly' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { calls } = await member();
    const bad = await calls.post('/api/get-or-create-subscription', { priceId: 'price_lifetime' });
    expect(bad.statusCode).toBe(400);
    const both = await calls.success({ subscriptionId: 'a', paymentIntentId: 'b' });
    expect(both.statusCode).toBe(400);
  });

  it('billing in one shape: one setup takes interval, or SPEC priceId names, at every alias', async () => {
    const { calls } = await member();
    const yearly = await calls.post('/api/billing/subscription', { interval: 'yearly' });
    expect(yearly.statusCode).toBe(200);
    expect(yearly.json()).toMatchObject({ interval: 'yearly', amountCents: PRICES.yearly.cents });
    for (const [url, body] of [
      ['/api/billing/subscription', { priceId: 'yearly' }],
      ['/api/billing/subscription', { priceId: 'test_yearly' }],
      ['/api/get-or-create-subscription', { priceId: 'yearly' }],
      ['/api/create-subscription', { priceId: 'test_yearly' }],
    ] as const) {
      const again = await calls.post(url, body);
      expect(again.json(), url).toEqual(yearly.json());
    }
    for (const body of [
      {},
      { interval: 'weekly' },
      { interval: 'yearly', priceId: 'yearly' },
      { priceId: 'price_x' },
    ]) {
      const bad = await calls.post('/api/billing/subscription', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
    }
    // The canonical success and activation calls, and their SPEC names, are one route each.
    const { clientSecret, subscriptionId } = yearly.json();
    expect((await calls.post('/api/billing/activate')).json().code).toBe('SUBSCRIPTION_UNPAID');
    await calls.pay(clientSecret, CARDS.succeeds);
    expect((await calls.post('/api/billing/payment-success', { subscriptionId })).json().isPlus).toBe(true);
    expect((await calls.post('/api/activate-subscription')).json().success).toBe(true);
  });

  it('the test page creates its subscription through the same path (test_monthly / test_yearly)', async () => {
    const { calls } = await member();
    const created = await calls.post('/api/create-subscription', { priceId: 'test_yearly' });
    expect(created.statusCode).toBe(200);
    const paid = (await calls.pay(created.json().clientSecret, CARDS.succeeds)).json();
    const success = await calls.success({ paymentIntentId: paid.paymentIntentId });
    expect(success.json().isPlus).toBe(true);
    expect((await calls.overview()).json().subscription.interval).toBe('yearly');
  });
});
