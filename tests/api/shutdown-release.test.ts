import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisPool } from '#server/adapters/analysis/analysis-pool.ts';
import { createLocalStorage } from '#server/adapters/storage/local-storage.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import { createHold } from '../setup/hold.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { countScanRows, healthyMouth, multipartBody, storedFiles, uploadScan } from './scans-support.ts';

/**
 * README.md#shutdown-and-readiness: a scan still running when the shutdown's bound passes is released, not
 * left half-written. Its photos are held after they are written, before the row is completed, and never let
 * go before the bound (tests/api/shutdown-during-scan.test.ts has the scan that finishes).
 */
let t: TestApp;
let dataDir: string;
let uploads: string;
/** The scan's four photos: held once each is written. */
const writes = createHold(4);
// Its own pool with a generous timeout: the app's config needs ANALYSIS_TIMEOUT_MS below the bound.
const analysisPool = createAnalysisPool({ threads: 1, timeoutMs: 60_000 });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pawsmile-shutdown-release-'));
  const local = createLocalStorage(path.join(dataDir, 'uploads'));
  const storage: PhotoStorage = {
    ...local,
    async put(key, body, type) {
      await local.put(key, body, type);
      await writes.arrive();
    },
  };
  t = await createTestApp(
    // The bound only has to pass: the scan is held until after it whatever its length.
    { DATA_DIR: dataDir, ANALYSIS_TIMEOUT_MS: '100', SHUTDOWN_GRACE_MS: '1000' },
    { overrides: { storage, analysisPool } },
  );
  uploads = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
});
afterAll(async () => {
  writes.release();
  await t.close();
  await analysisPool.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a shutdown whose bound passes during a scan', () => {
  it('refuses new work, then releases the scan: 503, its reservation given back, no photo and no row left', async () => {
    const scanning = uploadScan(t.app, { data: await healthyMouth() });
    await writes.reached;
    expect(await countScanRows(t.db)).toBe(1);

    const draining = t.app.drainForShutdown();
    const readiness = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.headers.connection).toBe('close');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const { payload, contentType } = multipartBody([{ data: await healthyMouth() }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(upload.headers['retry-after']).toBe('5');

    expect(await draining).toEqual({ isClean: false, releasedCount: 1 });
    const scanned = await scanning;
    expect(scanned.statusCode).toBe(503);
    expect(scanned.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await countScanRows(t.db)).toBe(0);
    expect(storedFiles(uploads)).toEqual([]);
  });
});
