import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyticsReport } from '#common/contracts/admin.ts';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import { adminCookie, createBillingApp } from './billing-support.ts';

/**
 * The analytics report has two sources (server/services/admin/get-analytics.ts): the event list
 * counts what browsers sent, the funnels count accounts and scans from the database. The admin
 * dialog labels each (web/src/pages/admin/analytics-event-meanings.ts); these are the counts it
 * explains: a sign-up outside the guest prompt and a share link made without Copy.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t } = await createBillingApp());
  admin = (await adminCookie(t)).cookie;
});
afterAll(async () => t.close());

const report = async () =>
  (
    await t.app.inject({ url: '/api/admin/analytics?days=7', headers: { cookie: admin } })
  ).json() as TAnalyticsReport;

const send = (browser: string, events: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'user-agent': browser },
    payload: { events },
  });

const guestSignups = (analytics: TAnalyticsReport) =>
  analytics.funnels.guests.find((step) => step.step === 'signup')?.measured;

describe('GET /api/admin/analytics: events and funnels count different things', () => {
  it('counts a guest who signs up on the Sign up page in the funnel, not as the prompt’s event', async () => {
    const guest = guestCookie(t.app);
    await seedScan(t.db, { guestId: guest.guestId });
    await signUpUser(t.app, {}, guest.cookie);
    const before = await report();
    expect(guestSignups(before)).toBe(1);
    expect(before.totals.guest_registration_completed).toBe(0);

    // Another guest signs up from the prompt: the browser's event and the funnel both count them once.
    const prompted = guestCookie(t.app);
    await seedScan(t.db, { guestId: prompted.guestId });
    await signUpUser(t.app, {}, prompted.cookie);
    await send('prompted-browser', [{ name: 'guest_registration_completed', props: { severity: 'urgent' } }]);
    const after = await report();
    expect(guestSignups(after)).toBe(2);
    expect(after.totals.guest_registration_completed).toBe(1);
  });

  it('counts shared results opened apart from Copy presses: a link copied by hand is opened uncounted', async () => {
    for (const viewer of ['viewer-1', 'viewer-2']) {
      await send(viewer, [{ name: 'shared_scan_viewed', props: { status: 'healthy', severity: 'normal' } }]);
    }
    const analytics = await report();
    expect(analytics.totals.shared_scan_viewed).toBe(2);
    expect(analytics.totals.scan_shared).toBe(0);
    await send('owner-browser', [{ name: 'scan_shared', props: { platform: 'link' } }]);
    expect((await report()).totals.scan_shared).toBe(1);
  });
});
