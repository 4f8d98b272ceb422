import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeSummary } from '#common/contracts/me.ts';
import { GUEST_SCAN_LIMIT, STARTER_SCAN_LIMIT, STARTER_WINDOW_DAYS } from '#common/plans.ts';
import { makeNonMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { healthyMouth, setPlan, trialAccount, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' });
});
afterAll(async () => t.close());

const scanAs = async (cookie: string) => uploadScan(t.app, { data: await healthyMouth() }, cookie);
const summaryOf = async (cookie: string) =>
  ZMeSummary.parse((await t.app.inject({ url: '/api/me/summary', headers: { cookie } })).json());

describe('a trial account (made on /trial, no e-mail or password)', () => {
  it('is asked to add an e-mail and password before changing either, by its own code', async () => {
    const { cookie } = await trialAccount(t.app);
    const changes = [
      {
        url: '/api/account/password',
        payload: { currentPassword: 'anything-at-all', newPassword: 'a-new-passphrase' },
      },
      {
        url: '/api/account/email',
        payload: { newEmail: 'new-owner@example.com', password: 'anything-at-all' },
      },
    ];
    for (const change of changes) {
      const response = await t.app.inject({ method: 'POST', headers: { cookie }, ...change });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'ACCOUNT_CREDENTIALS_REQUIRED',
        message: expect.stringMatching(/add an e-mail and password/i),
      });
    }
  });

  it('has the guest allowance: its free scan is used, the next one is refused with the way on', async () => {
    const { cookie } = await trialAccount(t.app);
    expect(await summaryOf(cookie)).toMatchObject({
      plan: 'starter',
      isTrial: true,
      scansUsed: 1,
      scanLimit: GUEST_SCAN_LIMIT,
      nextScanAt: null,
    });
    const second = await scanAs(cookie);
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('TRIAL_LIMIT_REACHED');
    expect(second.json().message).toMatch(/add an e-mail and password/i);
    expect(second.json().message).toContain(`${STARTER_SCAN_LIMIT} scan per ${STARTER_WINDOW_DAYS} days`);
    // Nothing was stored for the refused scan.
    expect((await summaryOf(cookie)).recentScans).toHaveLength(1);
  });

  it('becomes a normal Starter member after adding an e-mail and password, and its Starter scan works', async () => {
    const { cookie, userId } = await trialAccount(t.app);
    const upgraded = await signUpUser(t.app, {}, cookie);
    expect(upgraded.userId).toBe(userId);
    expect(await summaryOf(upgraded.cookie)).toMatchObject({
      isTrial: false,
      scansUsed: 0,
      scanLimit: STARTER_SCAN_LIMIT,
      nextScanAt: null,
    });
    const scan = await scanAs(upgraded.cookie);
    expect(scan.statusCode).toBe(201);
    expect(scan.json().isGuestScan).toBe(false);
    expect((await scanAs(upgraded.cookie)).json().code).toBe('SCAN_LIMIT_REACHED');
  });

  it('may still make its free scan when the guest photo was unclear (it used nothing)', async () => {
    const { cookie } = await trialAccount(t.app, await makeNonMouthPhoto());
    expect(await summaryOf(cookie)).toMatchObject({ isTrial: true, scansUsed: 0, scanLimit: 1 });
    expect((await scanAs(cookie)).statusCode).toBe(201);
    expect((await scanAs(cookie)).json().code).toBe('TRIAL_LIMIT_REACHED');
  });

  it('is unlimited once it pays for Plus', async () => {
    const { cookie, userId } = await trialAccount(t.app);
    await setPlan(t.db, userId, 'plus_active');
    expect(await summaryOf(cookie)).toMatchObject({ plan: 'plus', isTrial: false, scanLimit: null });
    expect((await scanAs(cookie)).statusCode).toBe(201);
  });
});
