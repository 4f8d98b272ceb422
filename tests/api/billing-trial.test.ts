import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, signUpUser, type TestApp } from '../setup/test-app.ts';
import { billingCalls, CARDS, createBillingApp } from './billing-support.ts';
import { guestCookie, healthyMouth, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createBillingApp({ GUEST_SCANS_PER_IP_PER_DAY: '1000' }));
});
afterAll(async () => t.close());

/** What /trial does: a guest scans, then POST /api/auth/demo turns the guest into a trial account. */
async function trialAccount(): Promise<{ cookie: string; userId: string }> {
  const guest = guestCookie(t.app);
  expect((await uploadScan(t.app, { data: await healthyMouth() }, guest)).statusCode).toBe(201);
  const demo = await t.app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    payload: { plan: 'starter' },
    headers: { cookie: guest },
  });
  expect(demo.statusCode).toBe(201);
  return { cookie: cookieHeader(demo, guest), userId: demo.json().user.id };
}

describe('a trial account getting Plus', () => {
  it('is asked for an e-mail and password by its own code, and nothing is set up with the provider', async () => {
    const { cookie } = await trialAccount();
    const setup = await billingCalls(t.app, cookie).setup('monthly');
    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toMatchObject({ code: 'ACCOUNT_CREDENTIALS_REQUIRED' });
    expect(setup.json().message).toMatch(/add an e-mail and password/i);
    const overview = (await billingCalls(t.app, cookie).overview()).json();
    expect(overview.subscription).toBeNull();
  });

  it('subscribes once the same account has an e-mail and password, keeping its id', async () => {
    const { cookie, userId } = await trialAccount();
    const upgraded = await signUpUser(t.app, {}, cookie);
    expect(upgraded.userId).toBe(userId);
    const calls = billingCalls(t.app, upgraded.cookie);

    const setup = await calls.setup('monthly');
    expect(setup.statusCode).toBe(200);
    const { subscriptionId, clientSecret } = setup.json();
    expect((await calls.pay(clientSecret, CARDS.succeeds)).json()).toMatchObject({ status: 'succeeded' });
    expect((await calls.success({ subscriptionId })).json()).toEqual({
      isPlus: true,
      subscriptionStatus: 'plus_active',
    });
  });
});
