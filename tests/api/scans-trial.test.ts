import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeSummary } from '#common/contracts/me.ts';
import { GUEST_SCAN_LIMIT, STARTER_SCAN_LIMIT, STARTER_WINDOW_DAYS } from '#common/plans.ts';
import { makeNonMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { cookieHeader, createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { guestCookie, healthyMouth, setPlan, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' });
});
afterAll(async () => t.close());

const scanAs = async (cookie: string) => uploadScan(t.app, { data: await healthyMouth() }, cookie);
const summaryOf = async (cookie: string) =>
  ZMeSummary.parse((await t.app.inject({ url: '/api/me/summary', headers: { cookie } })).json());

/** What /trial does: a guest scans a photo, then POST /api/auth/demo turns the guest into a trial account. */
async function trialAccount(photo?: Buffer): Promise<{ cookie: string; userId: string }> {
  const guest = guestCookie(t.app);
  const scanned = await uploadScan(t.app, { data: photo ?? (await healthyMouth()) }, guest);
  expect(scanned.statusCode).toBe(201);
  const demo = await t.app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    payload: { plan: 'starter' },
    headers: { cookie: guest },
  });
  expect(demo.statusCode).toBe(201);
  return { cookie: cookieHeader(demo, guest), userId: demo.json().user.id };
}

describe('a trial account (made on /trial, no e-mail or password)', () => {
  it('has the guest allowance: its free scan is used, the next one is refused with the way on', async () => {
    const { cookie } = await trialAccount();
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
    const { cookie, userId } = await trialAccount();
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
    const { cookie } = await trialAccount(await makeNonMouthPhoto());
    expect(await summaryOf(cookie)).toMatchObject({ isTrial: true, scansUsed: 0, scanLimit: 1 });
    expect((await scanAs(cookie)).statusCode).toBe(201);
    expect((await scanAs(cookie)).json().code).toBe('TRIAL_LIMIT_REACHED');
  });

  it('is unlimited once it pays for Plus', async () => {
    const { cookie, userId } = await trialAccount();
    await setPlan(t.db, userId, 'plus_active');
    expect(await summaryOf(cookie)).toMatchObject({ plan: 'plus', isTrial: false, scanLimit: null });
    expect((await scanAs(cookie)).statusCode).toBe(201);
  });
});
