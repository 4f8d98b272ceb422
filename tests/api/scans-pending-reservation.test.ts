import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZGuestScans } from '#common/contracts/guest.ts';
import { ZMeSummary } from '#common/contracts/me.ts';
import { NO_RESULT } from '#server/db/repositories/scans.ts';
import { newId } from '#server/lib/ids.ts';
import { RESERVATION_TTL_MS } from '#server/services/scans/pending-scans.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, DB_KIND, signUpUser, type TestApp } from '../setup/test-app.ts';
import { countScanRows, guestCookie, healthyMouth, uploadScan } from './scans-support.ts';

/**
 * An upload cut off by a crash (kill -9) leaves its reservation, which holds the
 * quota slot for RESERVATION_TTL_MS (docs/decisions/002-quota-reservations.md). Meanwhile the
 * owner is told a scan is still being processed, with its own code, not that their scan is used
 * until next week. The rows here are exactly what such a crash leaves: a 'reserved' scan, no result.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GUEST_SCANS_PER_IP_PER_DAY: '1000' });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('scans').execute();
});

const MINUTE_MS = 60 * 1000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS).toISOString();
/** What a killed upload leaves behind `minutes` after it took its slot. */
const crashedReservation = (minutes: number) => ({
  state: 'reserved' as const,
  ...NO_RESULT,
  created_at: minutesAgo(minutes),
});
const scanAs = async (cookie: string) => uploadScan(t.app, { data: await healthyMouth() }, cookie);
const summaryOf = async (cookie: string) =>
  ZMeSummary.parse((await t.app.inject({ url: '/api/me/summary', headers: { cookie } })).json());

function expectStillProcessing(response: Awaited<ReturnType<typeof scanAs>>, reservedAt: string): void {
  expect(response.statusCode).toBe(409);
  const body = response.json();
  expect(body.code).toBe('SCAN_STILL_PROCESSING');
  expect(body.message).toBe('A scan is still being processed. Please try again in a few minutes.');
  expect(body.message).not.toMatch(/used|next scan/i);
  const pendingUntil = Date.parse(reservedAt) + RESERVATION_TTL_MS;
  expect(body.details.pendingUntil).toBe(new Date(pendingUntil).toISOString());
  // Retry-After: until the crashed reservation stops holding the slot.
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(Math.abs(retryAfter - (pendingUntil - Date.now()) / 1000)).toBeLessThan(5);
}

describe(`pending reservation message (${DB_KIND})`, () => {
  it('tells a Starter member a scan is still being processed, not that it is used until next week', async () => {
    const member = await signUpUser(t.app);
    const left = await seedScan(t.db, { userId: member.userId }, crashedReservation(1));
    const rowsBefore = await countScanRows(t.db);

    expectStillProcessing(await scanAs(member.cookie), left.created_at);
    expect(await countScanRows(t.db)).toBe(rowsBefore);
    // The dashboard says the same: nothing is used until next week.
    const summary = await summaryOf(member.cookie);
    expect(summary.nextScanAt).toBeNull();
    expect(summary.scanPendingUntil).toBe(
      new Date(Date.parse(left.created_at) + RESERVATION_TTL_MS).toISOString(),
    );
  });

  it('lets the Starter scan once the crashed reservation is stale, and then gives the true limit message', async () => {
    const member = await signUpUser(t.app);
    await seedScan(t.db, { userId: member.userId }, crashedReservation(6));
    expect((await summaryOf(member.cookie)).scanPendingUntil).toBeNull();
    expect((await scanAs(member.cookie)).statusCode).toBe(201);

    // A finished scan uses the allowance: a pending one beside it changes nothing in what is said.
    await seedScan(t.db, { userId: member.userId }, crashedReservation(1));
    const refused = await scanAs(member.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('SCAN_LIMIT_REACHED');
    expect(refused.json().message).toMatch(/You have used your Starter scan/);
    const summary = await summaryOf(member.cookie);
    expect(summary.nextScanAt).not.toBeNull();
    expect(summary.scanPendingUntil).toBeNull();
  });

  it('tells a guest the same, and does not mark their free scan used', async () => {
    const guestId = `guest-${newId()}`;
    const left = await seedScan(t.db, { guestId }, crashedReservation(2));
    const cookie = guestCookie(t.app, guestId);

    expectStillProcessing(await scanAs(cookie), left.created_at);
    const guestScans = ZGuestScans.parse(
      (await t.app.inject({ url: '/api/guest/scans', headers: { cookie } })).json(),
    );
    expect(guestScans.isFreeScanUsed).toBe(false);
  });

  it('tells a trial account the same, not that its trial scan is used', async () => {
    const member = await signUpUser(t.app);
    await t.db.updateTable('users').set({ is_trial: 1 }).where('id', '=', member.userId).execute();
    const left = await seedScan(t.db, { userId: member.userId }, crashedReservation(3));

    expectStillProcessing(await scanAs(member.cookie), left.created_at);
    expect(await summaryOf(member.cookie)).toMatchObject({ isTrial: true, nextScanAt: null });
  });
});
