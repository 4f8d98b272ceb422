import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnalysisPool, type TAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import { createLocalStorage } from '#server/adapters/storage/local-storage.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import { createHold, type Hold } from '../setup/hold.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';
import { countScanRows, guestCookie, healthyMouth, storedFiles, uploadScan } from './scans-support.ts';

/**
 * Deletions racing an upload: whatever the order, no photo, thumbnail,
 * overlay or row may outlive the deleted account or scan.
 */
let t: TestApp;
let dataDir: string;
let uploads: string;

/** Points the next upload stops at until released (tests/setup/hold.ts). */
let analysisGate: Hold | undefined;
let writesGate: Hold | undefined;
const realPool = createAnalysisPool({ threads: 1, timeoutMs: 10_000 });
const pool: TAnalysisPool = {
  analyse: (photo) => realPool.analyse(photo),
  async scan(bytes, options) {
    const output = await realPool.scan(bytes, options);
    await analysisGate?.arrive();
    return output;
  },
  locate: (bytes) => realPool.locate(bytes),
  close: () => realPool.close(),
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pawsmile-races-'));
  const local = createLocalStorage(path.join(dataDir, 'uploads'));
  // Holds each write after the file is on disk: the moment between the writes and the row update.
  const storage: PhotoStorage = {
    ...local,
    async put(key, body, type) {
      await local.put(key, body, type);
      await writesGate?.arrive();
    },
  };
  t = await createTestApp({ DATA_DIR: dataDir }, { overrides: { analysisPool: pool, storage } });
  uploads = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
});
afterAll(async () => {
  await t.close();
  await pool.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test starts from an empty store, so one test's leftovers cannot fail the next.
beforeEach(async () => {
  analysisGate = writesGate = undefined;
  rmSync(uploads, { recursive: true, force: true });
  await t.db.deleteFrom('scans').execute();
});

const deleteAccount = (cookie: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { cookie },
    payload: { password: 'secret-pass' },
  });

describe('deleting the account while a scan is in progress', () => {
  it.each([
    { moment: 'during the analysis', hold: () => (analysisGate = createHold()) },
    {
      moment: 'after the photos are written, before the row is completed',
      hold: () => (writesGate = createHold(3)),
    },
  ])('$moment leaves no photo and no row', async ({ hold }) => {
    const member = await signUpUser(t.app);
    const held = hold();
    const upload = uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
    await held.reached;
    expect(await countScanRows(t.db)).toBe(1);

    expect((await deleteAccount(member.cookie)).statusCode).toBe(204);
    held.release();
    const response = await upload;

    expect(storedFiles(uploads)).toEqual([]);
    expect(await countScanRows(t.db)).toBe(0);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SCAN_CANCELLED' });
  });

  it('right after the scan completed leaves no photo and no row', async () => {
    const member = await signUpUser(t.app);
    const upload = await uploadScan(t.app, { data: await healthyMouth() }, member.cookie);
    expect(upload.statusCode).toBe(201);
    expect(storedFiles(uploads)).toHaveLength(4);

    expect((await deleteAccount(member.cookie)).statusCode).toBe(204);
    expect(storedFiles(uploads)).toEqual([]);
    expect(await countScanRows(t.db)).toBe(0);
  });
});

describe('deleting a scan while it is in progress', () => {
  it('is refused until the scan is finished; deleting it then removes its photos', async () => {
    const cookie = guestCookie(t.app);
    analysisGate = createHold();
    const upload = uploadScan(t.app, { data: await healthyMouth() }, cookie);
    await analysisGate.reached;
    const { id } = await t.db.selectFrom('scans').select('id').executeTakeFirstOrThrow();

    // A reservation is not a visible scan, so there is nothing its owner could delete yet.
    const early = await t.app.inject({ method: 'DELETE', url: `/api/scans/${id}`, headers: { cookie } });
    expect(early.statusCode).toBe(404);
    analysisGate.release();
    const response = await upload;
    expect(response.statusCode).toBe(201);

    const late = await t.app.inject({ method: 'DELETE', url: `/api/scans/${id}`, headers: { cookie } });
    expect(late.statusCode).toBe(204);
    expect(storedFiles(uploads)).toEqual([]);
  });
});
