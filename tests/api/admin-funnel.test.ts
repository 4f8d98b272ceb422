import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFunnelStep } from '#common/contracts/admin.ts';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import { adminCookie, billingCalls, createBillingApp, subscribe } from './billing-support.ts';

/**
 * The guests' and the members' funnels each compare like with like, never above 100%
 * (docs/product-rules.md#admin).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t } = await createBillingApp());
  admin = (await adminCookie(t)).cookie;
});
afterAll(async () => t.close());

const funnels = async () =>
  (await t.app.inject({ url: '/api/admin/analytics?days=7', headers: { cookie: admin } })).json().funnels as {
    guests: TFunnelStep[];
    members: TFunnelStep[];
  };

const shape = (funnel: TFunnelStep[]) =>
  funnel.map(({ step, count, percentOfPrevious }) => [step, count, percentOfPrevious]);

/** One browser (its own user agent, so its own visitor hash) sending events. */
const send = (browser: string, events: object[], cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'user-agent': browser, ...(cookie ? { cookie } : {}) },
    payload: { events },
  });

describe('GET /api/admin/analytics funnels', () => {
  it('caps guest scans above the landing visits counted (browsers refusing tracking send none) and says why', async () => {
    await seedScan(t.db, { guestId: guestCookie(t.app).guestId });
    await seedScan(t.db, { guestId: guestCookie(t.app).guestId });
    const [visits, scans] = (await funnels()).guests;
    expect(visits).toMatchObject({ step: 'landing_visit', count: 0 });
    expect(scans).toMatchObject({ step: 'guest_scan', count: 0, measured: 2, percentOfPrevious: null });
    expect(scans.cappedBecause).toMatch(/refusing tracking/);
  });

  it('follows guests from the landing page to Plus, and new members separately; member scans never count against visits', async () => {
    // Three signed-out browsers open the landing page, one of them twice: 3 visitors.
    for (const browser of ['browser-1', 'browser-2', 'browser-3', 'browser-1']) {
      await send(browser, [{ name: 'page_view', props: { path: '/' } }]);
    }
    await send('browser-4', [{ name: 'page_view', props: { path: '/pricing' } }]);

    // A guest who scanned signs up in the same browser (the scan moves into the account) and takes Plus.
    const convert = guestCookie(t.app);
    await seedScan(t.db, { guestId: convert.guestId });
    const converted = await signUpUser(t.app, {}, convert.cookie);
    await subscribe(billingCalls(t.app, converted.cookie));
    // A guest whose photo is still being analysed has not finished a scan.
    await seedScan(t.db, { guestId: guestCookie(t.app).guestId }, { state: 'reserved' });

    // A new member scans 21 times and opens the dashboard (also '/'); the old funnel set these
    // 21 scans against the landing visits (191%).
    const member = await signUpUser(t.app);
    for (let scan = 0; scan < 21; scan++) await seedScan(t.db, { userId: member.userId });
    await send('member-browser', [{ name: 'page_view', props: { path: '/' } }], member.cookie);
    await send(
      'member-browser',
      Array.from({ length: 20 }, () => ({ name: 'scan_completed', props: { severity: 'normal' } })),
      member.cookie,
    );
    await subscribe(billingCalls(t.app, member.cookie));
    // A new member who has not scanned yet.
    await signUpUser(t.app);

    const { guests, members } = await funnels();
    // 3 guests finished a scan (two from the test before, whose browsers sent no events).
    expect(shape(guests)).toEqual([
      ['landing_visit', 3, null],
      ['guest_scan', 3, 100],
      ['signup', 1, 33],
      ['plus', 1, 100],
    ]);
    expect(guests.slice(2).every((step) => step.cappedBecause === null)).toBe(true);
    // The converted guest's claimed scan is a guest scan, not one of their own as a member.
    expect(shape(members)).toEqual([
      ['new_member', 3, null],
      ['member_scan', 1, 33],
      ['plus', 1, 100],
    ]);
    for (const step of [...guests, ...members]) expect(step.percentOfPrevious ?? 0).toBeLessThanOrEqual(100);
  });

  it('stores only whether an event came from a signed-in browser, never whose', async () => {
    const member = await signUpUser(t.app);
    await send('flag-browser', [{ name: 'vet_finder_used', props: { method: 'gps' } }]);
    await send('flag-browser', [{ name: 'vet_finder_used', props: { method: 'manual' } }], member.cookie);
    const rows = await t.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('name', '=', 'vet_finder_used')
      .orderBy('props')
      .execute();
    expect(rows.map((row) => [row.props, row.is_signed_in])).toEqual([
      ['{"method":"gps"}', 0],
      ['{"method":"manual"}', 1],
    ]);
    expect(JSON.stringify(rows)).not.toContain(member.userId);
  });
});
