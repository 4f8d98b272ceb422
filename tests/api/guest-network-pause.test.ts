import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGuestScans } from '#common/contracts/guest.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { guestCookie, healthyMouth, multipartBody } from './scans-support.ts';

const GUESTS_PER_NETWORK = 2;
const SCHOOL = '203.0.113.7';
const HOME = '198.51.100.20';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    GUEST_SCANS_PER_IP_PER_DAY: String(GUESTS_PER_NETWORK),
  });
});
afterAll(async () => t.close());

const guestScansFrom = async (remoteAddress: string, cookie = '') => {
  const response = await t.app.inject({
    url: '/api/guest/scans',
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return ZGuestScans.parse(response.json());
};

const scanFrom = async (remoteAddress: string, cookie: string) => {
  const { payload, contentType } = multipartBody([{ data: await healthyMouth() }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/scans',
    remoteAddress,
    payload,
    headers: { 'content-type': contentType, cookie },
  });
};

describe('GET /api/guest/scans on a network that used its guest scans', () => {
  it('says guest scans are paused before an upload is refused, for that network only', async () => {
    expect((await guestScansFrom(SCHOOL)).networkPausedMessage).toBeNull();
    for (let guest = 0; guest < GUESTS_PER_NETWORK; guest++) {
      expect((await scanFrom(SCHOOL, guestCookie(t.app))).statusCode).toBe(201);
    }

    // A new visitor on the school's network (no cookie yet) is told before choosing a photo…
    const told = await guestScansFrom(SCHOOL);
    expect(told.networkPausedMessage).toMatch(/Too many free scans have been made from this network today/);
    expect(told).toMatchObject({ scans: [], isFreeScanUsed: false });
    // …and the upload it would have made is refused with the same words.
    const refused = await scanFrom(SCHOOL, guestCookie(t.app));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'GUEST_LIMIT_EXCEEDED',
      message: told.networkPausedMessage,
      details: { reason: 'network_daily_limit' },
    });

    // Another network is not paused.
    expect((await guestScansFrom(HOME)).networkPausedMessage).toBeNull();
    expect((await scanFrom(HOME, guestCookie(t.app))).statusCode).toBe(201);
  });
});
