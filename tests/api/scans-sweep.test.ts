import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '#server/adapters/storage/local-storage.ts';
import { NO_RESULT } from '#server/db/repositories/scans.ts';
import { newId } from '#server/lib/ids.ts';
import { hashIp } from '#server/services/scans/hash-ip.ts';
import { sweepAbandonedScans } from '#server/services/scans/sweep-abandoned-scans.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { guestCookie, healthyMouth, storedFiles, uploadScan } from './scans-support.ts';

/**
 * What a kill -9 mid-scan leaves, planted by hand: a 'reserved' row that
 * never completes, the temp file of a write cut off before its rename, and
 * photos written for a row that never got their keys. The sweep must remove
 * exactly those once they are old enough, and nothing a live scan still needs.
 */
let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  uploads = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
});
afterAll(async () => t.close());

const MINUTE_MS = 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Writes a file under the storage folder with the given age, as a crashed write would have left it. */
function plantFile(key: string, age: number): string {
  const file = path.join(uploads, ...key.split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'leftover');
  utimesSync(file, ago(age), ago(age));
  return file;
}

function backdate(files: string[], age: number): void {
  for (const file of files) utimesSync(file, ago(age), ago(age));
}

const reservation = { state: 'reserved' as const, ...NO_RESULT };

describe('sweeping abandoned scans', () => {
  it('removes stale reservations, old temp files and old orphan photos, and keeps the rest', async () => {
    // A finished scan, made through the API and then aged: its photos must survive.
    const finisher = guestCookie(t.app);
    const finished = await uploadScan(t.app, { data: await healthyMouth() }, finisher);
    expect(finished.statusCode).toBe(201);
    const finishedFiles = storedFiles(uploads);
    expect(finishedFiles).toHaveLength(4);
    backdate(finishedFiles, 3 * 60 * MINUTE_MS);

    // Reservations of requests that died 10 minutes ago, a guest's and a member's.
    const guestId = `guest-${newId()}`;
    const ipHash = hashIp({ ip: '127.0.0.1', secret: t.config.sessionSecret });
    const staleGuest = await seedScan(
      t.db,
      { guestId },
      { ...reservation, ip_hash: ipHash, created_at: ago(10 * MINUTE_MS).toISOString() },
    );
    const member = await signUpUser(t.app);
    const staleMember = await seedScan(
      t.db,
      { userId: member.userId },
      { ...reservation, created_at: ago(10 * MINUTE_MS).toISOString() },
    );
    // A scan in progress right now: its row and the photos it has just written must survive.
    const live = await seedScan(t.db, { guestId: `guest-${newId()}` }, reservation);
    const liveFiles = [
      plantFile(`scans/${live.id}/photo.jpg`, 0),
      plantFile(`scans/${live.id}/thumb.webp`, 0),
    ];
    // A write cut off before its rename an hour ago, and one in flight now.
    const oldTemp = plantFile(`scans/${staleGuest.id}/photo.jpg.0123456789ab.tmp`, 60 * MINUTE_MS);
    const freshTemp = plantFile(`scans/${live.id}/overlay.png.ba9876543210.tmp`, 0);
    // Photos written two hours ago for a reservation that is long gone.
    const orphanId = newId();
    const orphans = ['photo.jpg', 'thumb.webp', 'overlay.png'].map((name) =>
      plantFile(`scans/${orphanId}/${name}`, 2 * 60 * MINUTE_MS),
    );
    // A deleted scan (tombstone row, keys erased) whose photo removal failed.
    const erased = await seedScan(t.db, { userId: member.userId }, { ...NO_RESULT });
    const erasedPhoto = plantFile(`scans/${erased.id}/photo.jpg`, 2 * 60 * MINUTE_MS);
    // Not a key the app builds: never touched, however old.
    const foreign = plantFile('scans/notes-by-an-operator.txt', 24 * 60 * MINUTE_MS);

    const storage = createLocalStorage(uploads);
    const outcome = await sweepAbandonedScans({ db: t.db, storage, now: new Date() });

    expect(outcome).toEqual({ staleReservations: 2, tempFiles: 1, orphanFiles: 4 });
    const ids = (await t.db.selectFrom('scans').select('id').execute()).map((row) => row.id);
    expect(ids).not.toContain(staleGuest.id);
    expect(ids).not.toContain(staleMember.id);
    expect(ids).toEqual(expect.arrayContaining([finished.json().id, live.id, erased.id]));
    expect(storedFiles(uploads).sort()).toEqual([...finishedFiles, ...liveFiles, freshTemp, foreign].sort());
    for (const gone of [oldTemp, ...orphans, erasedPhoto]) expect(storedFiles(uploads)).not.toContain(gone);
    const photo = await t.app.inject({
      url: `/media/scans/${finished.json().id}/photo`,
      headers: { cookie: finisher },
    });
    expect(photo.statusCode).toBe(200);

    // A second sweep (another instance, or the next round) finds nothing more to do.
    expect(await sweepAbandonedScans({ db: t.db, storage, now: new Date() })).toEqual({
      staleReservations: 0,
      tempFiles: 0,
      orphanFiles: 0,
    });

    // The guest whose request died can scan again at once.
    const retry = await uploadScan(t.app, { data: await healthyMouth() }, guestCookie(t.app, guestId));
    expect(retry.statusCode).toBe(201);
  });

  it('is safe when several instances sweep at once', async () => {
    const guestId = `guest-${newId()}`;
    await seedScan(t.db, { guestId }, { ...reservation, created_at: ago(10 * MINUTE_MS).toISOString() });
    const orphanId = newId();
    plantFile(`scans/${orphanId}/photo.jpg`, 2 * 60 * MINUTE_MS);
    plantFile(`scans/${orphanId}/photo.jpg.00000000000a.tmp`, 2 * 60 * MINUTE_MS);
    const storage = createLocalStorage(uploads);
    const before = storedFiles(uploads).length;

    const outcomes = await Promise.all(
      [1, 2, 3].map(() => sweepAbandonedScans({ db: t.db, storage, now: new Date() })),
    );
    expect(outcomes.reduce((sum, outcome) => sum + outcome.staleReservations, 0)).toBe(1);
    expect(storedFiles(uploads)).toHaveLength(before - 2);
    expect(storedFiles(uploads).some((file) => file.includes(orphanId))).toBe(false);
  });
});
