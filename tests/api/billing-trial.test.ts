import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import { billingCalls, CARDS, createBillingApp } from './billing-support.ts';
import { trialAccount } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createBillingApp({ GUEST_SCANS_PER_IP_PER_DAY: '1000' }));
});
afterAll(async () => t.close());

describe('a trial account getting Plus', () => {
  it('is asked for an e-mail and password by its own code, and nothing is set up with the provider', async () => {
    const { cookie } = await trialAccount(t.app);
    const setup = await billingCalls(t.app, cookie).setup('monthly');
    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toMatchObject({ code: 'ACCOUNT_CREDENTIALS_REQUIRED' });
    expect(setup.json().message).toMatch(/add an e-mail and password/i);
    const overview = (await billingCalls(t.app, cookie).overview()).json();
    expect(overview.subscription).toBeNull();
  });

  it('subscribes once the same account has an e-mail and password, keeping its id', async () => {
    const { cookie, userId } = await trialAccount(t.app);
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
