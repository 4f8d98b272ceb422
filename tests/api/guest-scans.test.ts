import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGuestScans } from '#common/contracts/guest.ts';
import { makeNonMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { guestCookie, healthyMouth, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' });
});
afterAll(async () => t.close());

const guestScans = async (cookie = '') => {
  const response = await t.app.inject({ url: '/api/guest/scans', headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return { body: ZGuestScans.parse(response.json()), cookies: response.cookies };
};

describe('GET /api/guest/scans', () => {
  it('answers a visitor without a guest cookie with nothing, and issues no cookie', async () => {
    const { body, cookies } = await guestScans();
    expect(body).toEqual({ scans: [], isFreeScanUsed: false, networkPausedMessage: null });
    expect(cookies).toEqual([]);
  });

  it("gives a guest back their own result after the page is gone, and not another guest's", async () => {
    const cookie = guestCookie(t.app);
    const scan = (await uploadScan(t.app, { data: await healthyMouth() }, cookie)).json();
    const { body } = await guestScans(cookie);
    expect(body.isFreeScanUsed).toBe(true);
    expect(body.scans.map((s) => s.id)).toEqual([scan.id]);
    expect(body.scans[0]).toMatchObject({ isGuestScan: true, status: scan.status });

    const other = await guestScans(guestCookie(t.app));
    expect(other.body).toEqual({ scans: [], isFreeScanUsed: false, networkPausedMessage: null });
    // A forged (unsigned) cookie is no guest at all.
    const forged = await guestScans(`ps_guest=${encodeURIComponent('not-signed')}`);
    expect(forged.body).toEqual({ scans: [], isFreeScanUsed: false, networkPausedMessage: null });
  });

  it('lists an unclear photo without counting it as the free scan', async () => {
    const cookie = guestCookie(t.app);
    const unclear = (await uploadScan(t.app, { data: await makeNonMouthPhoto() }, cookie)).json();
    const { body } = await guestScans(cookie);
    expect(body.isFreeScanUsed).toBe(false);
    expect(body.scans.map((s) => [s.id, s.status])).toEqual([[unclear.id, 'unclear']]);
  });

  it('stops answering a scan once it moved into an account, but still knows the free scan is used', async () => {
    const cookie = guestCookie(t.app);
    await uploadScan(t.app, { data: await healthyMouth() }, cookie);
    const member = await signUpUser(t.app, {}, cookie);
    // Signed out again (the guest cookie alone), as on a shared computer after logout.
    const { body } = await guestScans(cookie);
    expect(body).toEqual({ scans: [], isFreeScanUsed: true, networkPausedMessage: null });
    // The account has it.
    const list = await t.app.inject({ url: '/api/scans', headers: { cookie: member.cookie } });
    expect(list.json().scans).toHaveLength(1);
  });

  it('stops answering a scan the guest deleted', async () => {
    const cookie = guestCookie(t.app);
    const scan = (await uploadScan(t.app, { data: await healthyMouth() }, cookie)).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/scans/${scan.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await guestScans(cookie)).body).toEqual({
      scans: [],
      isFreeScanUsed: true,
      networkPausedMessage: null,
    });
  });
});
