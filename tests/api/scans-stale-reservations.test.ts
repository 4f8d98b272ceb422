import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLUS_SCANS_PER_HOUR } from '#common/plans.ts';
import { createLocalStorage } from '#server/adapters/storage/local-storage.ts';
import { NO_RESULT } from '#server/db/repositories/scans.ts';
import { startHousekeeping } from '#server/jobs/housekeeping.ts';
import { newId } from '#server/lib/ids.ts';
import { hashIp } from '#server/services/scans/hash-ip.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { countScanRows, guestCookie, healthyMouth, setPlan, uploadScan } from './scans-support.ts';

/**
 * Reservations left by requests that died mid-scan hold no quota, not even
 * between two sweeps: the per-IP guest backstop and the hourly member limit
 * skip them like the plan quotas do.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GUEST_SCANS_PER_IP_PER_DAY: '2' });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('scans').execute();
});

const MINUTE_MS = 60 * 1000;
const tenMinutesAgo = () => new Date(Date.now() - 10 * MINUTE_MS).toISOString();
const reservation = { state: 'reserved' as const, ...NO_RESULT };
const scanAs = async (cookie: string) => uploadScan(t.app, { data: await healthyMouth() }, cookie);

describe('stale reservations and the abuse limits', () => {
  it('do not count toward the per-IP guest backstop; live ones do', async () => {
    const ipHash = hashIp({ ip: '127.0.0.1', secret: t.config.sessionSecret });
    for (let i = 0; i < 2; i += 1) {
      await seedScan(
        t.db,
        { guestId: `guest-${newId()}` },
        { ...reservation, ip_hash: ipHash, created_at: tenMinutesAgo() },
      );
    }
    expect((await scanAs(guestCookie(t.app))).statusCode).toBe(201);

    await seedScan(t.db, { guestId: `guest-${newId()}` }, { ...reservation, ip_hash: ipHash });
    const blocked = await scanAs(guestCookie(t.app));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ details: { reason: 'network_daily_limit' } });
  });

  it('do not count toward the hourly member limit', async () => {
    const member = await signUpUser(t.app);
    await setPlan(t.db, member.userId, 'plus_active');
    for (let i = 0; i < PLUS_SCANS_PER_HOUR; i += 1) {
      await seedScan(t.db, { userId: member.userId }, { ...reservation, created_at: tenMinutesAgo() });
    }
    expect((await scanAs(member.cookie)).statusCode).toBe(201);
  });
});

describe('housekeeping', () => {
  it('sweeps abandoned scans as soon as it starts', async () => {
    const guestId = `guest-${newId()}`;
    await seedScan(t.db, { guestId }, { ...reservation, created_at: tenMinutesAgo() });
    const uploads = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
    const storage = createLocalStorage(uploads);
    const youngPhoto = `scans/${newId()}/photo.jpg`;
    await storage.put(youngPhoto, Buffer.from('x'), 'image/jpeg');
    const log = t.app.log;

    const housekeeping = startHousekeeping({ db: t.db, storage, log });
    // stop() waits for the sweep it started, so what is left here is what the first sweep left.
    await housekeeping.stop();
    expect(await countScanRows(t.db)).toBe(0);
    // The photo is young: it could belong to a scan still running, so it stays.
    expect(await storage.get(youngPhoto)).toBeDefined();
  });
});
