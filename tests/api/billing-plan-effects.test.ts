import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import { adminCookie, billingCalls, createBillingApp, subscribe } from './billing-support.ts';
import { healthyMouth, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createBillingApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' }));
});
afterAll(async () => t.close());

const scanAs = async (cookie: string) => uploadScan(t.app, { data: await healthyMouth() }, cookie);

describe('what a paid plan changes', () => {
  it('a paid plan lifts the Starter scan limit; a refund brings it back', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await scanAs(cookie)).statusCode).toBe(201);
    expect((await scanAs(cookie)).json().code).toBe('SCAN_LIMIT_REACHED');

    const calls = billingCalls(t.app, cookie);
    await subscribe(calls);
    expect((await scanAs(cookie)).statusCode).toBe(201);
    expect((await scanAs(cookie)).statusCode).toBe(201);

    const admin = await adminCookie(t);
    const [receipt] = (await calls.overview()).json().receipts;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${receipt.id}/refund`,
      headers: { cookie: admin.cookie },
    });
    expect((await scanAs(cookie)).json().code).toBe('SCAN_LIMIT_REACHED');
  });
});
