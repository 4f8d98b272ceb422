import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUS_SCANS_PER_HOUR, STARTER_WINDOW_DAYS } from '#common/plans.ts';
import { makeNonMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { countScanRows, guestCookie, healthyMouth, setPlan, uploadScan } from './scans-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', GUEST_SCANS_PER_IP_PER_DAY: '1000' });
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const scanAs = async (cookie: string) => uploadScan(t.app, { data: await healthyMouth() }, cookie);

describe('guest quota', () => {
  it('gives a guest one scan, then GUEST_LIMIT_EXCEEDED', async () => {
    const cookie = guestCookie(t.app);
    expect((await scanAs(cookie)).statusCode).toBe(201);
    const second = await scanAs(cookie);
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('GUEST_LIMIT_EXCEEDED');
    // Plain words for the owner: the web recognises the refusal by its code, not by the message.
    expect(second.json().message).toMatch(/^You have used your free scan\. Sign up to get 1 scan per 7 days/);
  });

  it('does not use the free scan on a photo with no mouth (status unclear)', async () => {
    const cookie = guestCookie(t.app);
    const unclear = await uploadScan(t.app, { data: await makeNonMouthPhoto() }, cookie);
    expect(unclear.statusCode).toBe(201);
    expect(unclear.json()).toMatchObject({ status: 'unclear', isGuestScan: true });
    expect(unclear.json().quality.tips.length).toBeGreaterThan(0);
    expect((await scanAs(cookie)).statusCode).toBe(201);
    expect((await scanAs(cookie)).statusCode).toBe(403);
  });

  it('gives exactly one result to 10 concurrent uploads from one guest', async () => {
    const cookie = guestCookie(t.app);
    const photo = await healthyMouth();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => uploadScan(t.app, { data: photo }, cookie)),
    );
    // The others find the free scan used, or (while the winner is still analysed) still being processed.
    const codes = responses.map((r) => (r.statusCode === 201 ? 'created' : r.json().code)).sort();
    expect(codes.filter((code) => code === 'created')).toHaveLength(1);
    for (const code of codes.filter((code) => code !== 'created'))
      expect(['GUEST_LIMIT_EXCEEDED', 'SCAN_STILL_PROCESSING']).toContain(code);
  });
});

describe('guest IP backstop', () => {
  it('refuses guests from one network past the daily limit', async () => {
    const small = await createTestApp({
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      GUEST_SCANS_PER_IP_PER_DAY: '2',
    });
    try {
      const photo = await healthyMouth();
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await uploadScan(small.app, { data: photo }, guestCookie(small.app))).statusCode);
      expect(codes).toEqual([201, 201, 403]);
      const refused = await uploadScan(small.app, { data: photo }, guestCookie(small.app));
      // The exact answer the web tells apart from a used free scan (tests/e2e/guest-result.spec.ts replays it).
      expect(refused.json()).toEqual({
        code: 'GUEST_LIMIT_EXCEEDED',
        message:
          'Too many free scans have been made from this network today. Sign up to get 1 scan per 7 days, or upgrade to Plus for unlimited scans.',
        requestId: expect.any(String),
        details: { reason: 'network_daily_limit' },
      });
      const ipHashes = await small.db.selectFrom('scans').select('ip_hash').execute();
      expect(ipHashes.every((row) => row.ip_hash && !row.ip_hash.includes('127.0.0.1'))).toBe(true);
    } finally {
      await small.close();
    }
  });
});

describe('Starter quota: 1 scan per rolling 7 days', () => {
  it('refuses a second scan with SCAN_LIMIT_REACHED and when the next one is available', async () => {
    const { cookie, userId } = await signUpUser(t.app);
    const first = await scanAs(cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json().isGuestScan).toBe(false);
    const second = await scanAs(cookie);
    expect(second.statusCode).toBe(429);
    const body = second.json();
    expect(body.code).toBe('SCAN_LIMIT_REACHED');
    const expected = Date.parse(first.json().createdAt) + STARTER_WINDOW_DAYS * DAY_MS;
    expect(Date.parse(body.details.nextScanAt)).toBe(expected);
    expect(body.message).toMatch(/next scan is available from \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);

    // Once the scan is older than the window, the member may scan again.
    const old = new Date(Date.now() - (STARTER_WINDOW_DAYS + 1) * DAY_MS).toISOString();
    await t.db.updateTable('scans').set({ created_at: old }).where('user_id', '=', userId).execute();
    expect((await scanAs(cookie)).statusCode).toBe(201);
  });

  it('does not count an unclear photo', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await uploadScan(t.app, { data: await makeNonMouthPhoto() }, cookie)).json().status).toBe(
      'unclear',
    );
    expect((await scanAs(cookie)).statusCode).toBe(201);
  });

  it("keeps a guest's scan in the account on signup without using the Starter scan", async () => {
    const guest = guestCookie(t.app);
    const guestScan = await scanAs(guest);
    expect(guestScan.statusCode).toBe(201);
    const { cookie } = await signUpUser(t.app, {}, guest);
    const mine = await t.app.inject({ url: '/api/scans', headers: { cookie } });
    expect(mine.json().scans.map((s: { id: string }) => s.id)).toEqual([guestScan.json().id]);
    expect(mine.json().scans[0].isGuestScan).toBe(true);
    expect((await scanAs(cookie)).statusCode).toBe(201);
    expect((await scanAs(cookie)).statusCode).toBe(429);
  });

  it('does not hand the quota back when the scan is deleted', async () => {
    const { cookie } = await signUpUser(t.app);
    const scan = await scanAs(cookie);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/scans/${scan.json().id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await scanAs(cookie)).statusCode).toBe(429);
  });

  it('gives exactly one result to 10 concurrent uploads from one member', async () => {
    const { cookie, userId } = await signUpUser(t.app);
    const photo = await healthyMouth();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => uploadScan(t.app, { data: photo }, cookie)),
    );
    // The others find the scan used, or (while the winner is still analysed) still being processed.
    const codes = responses.map((r) => (r.statusCode === 201 ? 'created' : r.json().code)).sort();
    expect(codes.filter((code) => code === 'created')).toHaveLength(1);
    for (const code of codes.filter((code) => code !== 'created'))
      expect(['SCAN_LIMIT_REACHED', 'SCAN_STILL_PROCESSING']).toContain(code);
    const rows = await t.db.selectFrom('scans').select('state').where('user_id', '=', userId).execute();
    expect(rows).toEqual([{ state: 'complete' }]);
  });
});

describe('Plus: unlimited with an abuse limit', () => {
  it('lets a Plus member scan again and again', async () => {
    const { cookie, userId } = await signUpUser(t.app);
    await setPlan(t.db, userId, 'plus_active');
    for (let i = 0; i < 3; i++) expect((await scanAs(cookie)).statusCode).toBe(201);
  });

  it(`refuses the scan after ${PLUS_SCANS_PER_HOUR} in one hour with RATE_LIMITED`, async () => {
    const { cookie, userId } = await signUpUser(t.app);
    await setPlan(t.db, userId, 'plus_active');
    const recent = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < PLUS_SCANS_PER_HOUR; i++) await seedScan(t.db, { userId }, { created_at: recent });
    const rowsBefore = await countScanRows(t.db);
    const refused = await scanAs(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await countScanRows(t.db)).toBe(rowsBefore);
  });
});

describe('upload rate limit', () => {
  it('answers 429 RATE_LIMITED past the per-minute upload limit, before reading the photo', async () => {
    const small = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '2' });
    try {
      const photo = await healthyMouth();
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await uploadScan(small.app, { data: photo }, guestCookie(small.app))).statusCode);
      expect(codes).toEqual([201, 201, 429]);
      const refused = await uploadScan(small.app, { data: photo }, guestCookie(small.app));
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await small.close();
    }
  });
});
