import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeSummary } from '#common/contracts/me.ts';
import { ZScanList } from '#common/contracts/scans.ts';
import { STARTER_SCAN_LIMIT, STARTER_WINDOW_DAYS } from '#common/plans.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { healthyMouth, setPlan, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const daysAgo = (days: number, minutes = 0) =>
  new Date(Date.now() - days * DAY_MS - minutes * 60_000).toISOString();

describe('GET /api/me/summary', () => {
  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ url: '/api/me/summary' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('shows a Starter member their allowance before and after scanning', async () => {
    const { cookie } = await signUpUser(t.app);
    const before = ZMeSummary.parse((await get('/api/me/summary', cookie)).json());
    expect(before).toEqual({
      plan: 'starter',
      isTrial: false,
      scansUsed: 0,
      scanLimit: STARTER_SCAN_LIMIT,
      windowDays: STARTER_WINDOW_DAYS,
      nextScanAt: null,
      scanPendingUntil: null,
      recentScans: [],
    });
    const scan = (await uploadScan(t.app, { data: await healthyMouth() }, cookie)).json();
    const after = ZMeSummary.parse((await get('/api/me/summary', cookie)).json());
    expect(after.scansUsed).toBe(1);
    expect(Date.parse(after.nextScanAt ?? '')).toBe(
      Date.parse(scan.createdAt) + STARTER_WINDOW_DAYS * DAY_MS,
    );
    expect(after.recentScans.map((s) => s.id)).toEqual([scan.id]);
  });

  it('shows a Plus member no limit and their last 5 scans', async () => {
    const { cookie, userId } = await signUpUser(t.app);
    await setPlan(t.db, userId, 'plus_active');
    for (let i = 0; i < 7; i++) await seedScan(t.db, { userId }, { created_at: daysAgo(i * 2) });
    const summary = ZMeSummary.parse((await get('/api/me/summary', cookie)).json());
    expect(summary).toMatchObject({ plan: 'plus', scanLimit: null, nextScanAt: null, scansUsed: 4 });
    expect(summary.recentScans).toHaveLength(5);
  });
});

describe('GET /api/scans', () => {
  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/scans' })).statusCode).toBe(401);
  });

  it('gives Starter its latest 3 scans, newest first', async () => {
    const { cookie, userId } = await signUpUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await seedScan(t.db, { userId }, { created_at: daysAgo(10 * (5 - i)) })).id);
    const list = ZScanList.parse((await get('/api/scans', cookie)).json());
    expect(list.historyLimit).toBe(3);
    expect(list.nextBefore).toBeNull();
    expect(list.scans.map((s) => s.id)).toEqual(ids.slice(2).reverse());
  });

  it('pages through the whole history for Plus', async () => {
    const { cookie, userId } = await signUpUser(t.app);
    await setPlan(t.db, userId, 'plus_active');
    const other = await signUpUser(t.app);
    await seedScan(t.db, { userId: other.userId });
    // Two scans share a timestamp: the cursor must not skip or repeat either.
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await seedScan(t.db, { userId }, { created_at: daysAgo(0, i === 3 ? 2 : i) })).id);
    const seen: string[] = [];
    let url = '/api/scans?limit=2';
    for (let page = 0; page < 5; page++) {
      const list = ZScanList.parse((await get(url, cookie)).json());
      expect(list.historyLimit).toBeNull();
      seen.push(...list.scans.map((s) => s.id));
      if (!list.nextBefore) break;
      url = `/api/scans?limit=2&before=${encodeURIComponent(list.nextBefore)}`;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect((await get('/api/scans?before=garbage', cookie)).statusCode).toBe(400);
    expect((await get('/api/scans?limit=500', cookie)).statusCode).toBe(400);
  });
});
