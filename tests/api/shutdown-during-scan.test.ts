import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '#server/db/client.ts';
import { healthyMouth } from './scans-support.ts';
import { pollUntil, postScan, type ServerProcess, startServerProcess } from './shutdown-support.ts';

/**
 * README.md#shutdown-and-readiness, on a real process: SIGTERM while a scan is in progress. The scan is held
 * between its analysis and its stored photos (the bucket's proxy holds the uploads), so its reservation is
 * taken and nothing of it is stored yet when the signal arrives.
 */
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.cleanUp();
  server = undefined;
});

describe('SIGTERM during a scan', () => {
  it('answers /readyz 503 and refuses new scans while the scan in progress completes with its photos, then exits 0', async () => {
    server = await startServerProcess({
      // A busy 2-core machine analyses slowly; the test releases the scan itself, long before the bound.
      ANALYSIS_TIMEOUT_MS: '60000',
      REQUEST_IDLE_TIMEOUT_MS: '90000',
      SHUTDOWN_GRACE_MS: '90000',
    });
    const photo = await healthyMouth();
    const held = server.holdUploads();
    const scanning = postScan(server.url, photo);
    // Awaited below; should the test fail before that, its cut-off request is no second failure.
    scanning.catch(() => {});
    await held.reached;

    server.signal('SIGTERM');
    const readiness = await pollUntil(server, '/readyz', (response) => response.status !== 200);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // Keep-alive clients are sent away, so their next request opens a connection the balancer routes elsewhere.
    expect(readiness.headers.get('connection')).toBe('close');
    const refused = await postScan(server.url, photo);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(refused.headers.get('retry-after')).toBe('5');
    // Still draining: the held scan is what it waits for.
    expect(server.isRunning()).toBe(true);

    held.release();
    const scanned = await scanning;
    expect(scanned.status).toBe(201);
    const { id } = (await scanned.json()) as { id: string };
    expect(await server.exited).toBe(0);

    const db = createDb(server.database);
    try {
      // One scan, complete: no reservation left pending, nothing from the refused upload.
      const rows = await db.selectFrom('scans').selectAll().execute();
      expect(rows.map((row) => ({ id: row.id, state: row.state }))).toEqual([{ id, state: 'complete' }]);
      const [row] = rows;
      for (const key of [row.image_key, row.medium_key, row.thumb_key, row.overlay_key]) {
        expect(key).toBeTruthy();
        expect(await server.isStored(key as string), `${key} is stored`).toBe(true);
      }
    } finally {
      await db.destroy();
    }
  });
});
