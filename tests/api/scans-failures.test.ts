import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalysisBusyError,
  AnalysisTimeoutError,
  createAnalysisPool,
  type TAnalysisPool,
} from '#server/adapters/analysis/analysis-pool.ts';
import { createLocalStorage } from '#server/adapters/storage/local-storage.ts';
import type { PhotoStorage } from '#server/adapters/storage/photo-storage.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { countScanRows, guestCookie, healthyMouth, storedFiles, uploadScan } from './scans-support.ts';

/** Failures after the quota slot is taken: the slot and anything stored must be released. */
let t: TestApp;
let failure: 'timeout' | 'busy' | 'crash' | 'storage' | null = null;
const realPool = createAnalysisPool({ threads: 1, timeoutMs: 10_000 });
const pool: TAnalysisPool = {
  analyse: (photo) => realPool.analyse(photo),
  async scan(bytes, options) {
    if (failure === 'timeout') throw new AnalysisTimeoutError(10);
    if (failure === 'busy') throw new AnalysisBusyError();
    if (failure === 'crash') throw new Error('worker exploded');
    return realPool.scan(bytes, options);
  },
  locate: (bytes) => realPool.locate(bytes),
  close: () => realPool.close(),
};

beforeAll(async () => {
  const dataDir = path.join(process.env.TMPDIR ?? '/tmp', `pawsmile-failures-${process.pid}`);
  const local = createLocalStorage(path.join(dataDir, 'uploads'));
  // Fails on the overlay, after the photo and thumbnail may already be written.
  const storage: PhotoStorage = {
    ...local,
    async put(key, body, type) {
      if (failure === 'storage' && key.endsWith('overlay.png')) throw new Error('disk full');
      return local.put(key, body, type);
    },
  };
  t = await createTestApp({ DATA_DIR: dataDir }, { overrides: { analysisPool: pool, storage } });
});
afterAll(async () => {
  await t.close();
  await pool.close();
});

describe('POST /api/scans when a step after the quota check fails', () => {
  it.each([
    { failure: 'timeout' as const, status: 503, code: 'ANALYSIS_TIMEOUT' },
    { failure: 'busy' as const, status: 503, code: 'SERVICE_UNAVAILABLE' },
    { failure: 'crash' as const, status: 500, code: 'INTERNAL' },
    { failure: 'storage' as const, status: 500, code: 'INTERNAL' },
  ])('answers $status $code on $failure, stores nothing and keeps the free scan', async (row) => {
    const cookie = guestCookie(t.app);
    const uploads = path.join(t.config.dataDir, 'uploads');
    failure = row.failure;
    const response = await uploadScan(t.app, { data: await healthyMouth() }, cookie);
    failure = null;
    expect(response.statusCode).toBe(row.status);
    expect(response.json()).toMatchObject({ code: row.code });
    expect(response.body).not.toMatch(/worker exploded|disk full|\.ts:/);
    expect(await countScanRows(t.db)).toBe(0);
    expect(storedFiles(uploads)).toEqual([]);

    const retry = await uploadScan(t.app, { data: await healthyMouth() }, cookie);
    expect(retry.statusCode).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/api/scans/${retry.json().id}`, headers: { cookie } });
    await t.db.deleteFrom('scans').execute();
  });
});
