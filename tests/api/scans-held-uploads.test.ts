import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app.ts';
import {
  expectReadInFull,
  expectUploadsBusy,
  isOpen,
  listeningApp,
  type RawUpload,
  startUpload as startRawUpload,
  trickle,
  type UploadOptions,
  until,
  uploadWholeFile,
} from './raw-uploads-support.ts';

/**
 * The bytes of all uploads in flight are capped process-wide (UPLOADS_IN_FLIGHT_MB, README.md#configuration).
 * Here the cap is 2 MB, all of it one address's share, and the largest photo 1 MB, so two held
 * uploads of 900 kB leave room for a small one only. Bytes are counted as the server reads them
 *, so each test waits for the budget to show them before it goes on. The memory
 * figures of the full-size attack come from `npm run bench:held-uploads`.
 */
const HELD_PHOTO_BYTES = 1_040_000;
const HELD_SENT_BYTES = 900_000;

let t: TestApp;
let port: number;
const uploads: RawUpload[] = [];
beforeAll(async () => {
  ({ t, port } = await listeningApp({
    MAX_UPLOAD_MB: '1',
    UPLOADS_IN_FLIGHT_MB: '2',
    UPLOADS_IN_FLIGHT_PER_ADDRESS_MB: '2',
    // Short, so the 408 comes within seconds; the idle limit must outlast an analysis (config.ts).
    REQUEST_TIMEOUT_MS: '3000',
    REQUEST_IDLE_TIMEOUT_MS: '2000',
    ANALYSIS_TIMEOUT_MS: '1000',
  }));
});
afterAll(async () => {
  for (const { socket } of uploads) socket.destroy();
  await t.close();
});

function startUpload(options: Omit<UploadOptions, 'port'>): RawUpload {
  const upload = startRawUpload({ port, ...options });
  uploads.push(upload);
  return upload;
}

/** Two uploads that send 900 kB of their photo and stall, once the budget counts all of it. */
async function holdTwo(): Promise<RawUpload[]> {
  const held = [1, 2].map(() => startUpload({ photoBytes: HELD_PHOTO_BYTES, sendBytes: HELD_SENT_BYTES }));
  await until(() => t.app.uploadBudget.inUseBytes === 2 * HELD_SENT_BYTES);
  return held;
}

/** Declares more than the 297 kB left beside two held uploads. */
const TOO_LARGE_TO_FIT = 400_000;

describe('held uploads share one process-wide byte budget', () => {
  it('refuses an upload beyond the in-flight cap with 503 and Retry-After before reading its body, and admits again once a held upload is gone', {
    timeout: 30_000,
  }, async () => {
    const [first, second] = await holdTwo();
    const stopTrickle = trickle([first, second]);

    // Only the headers: the refusal cannot have waited for a body that was never sent.
    expectUploadsBusy(await startUpload({ photoBytes: TOO_LARGE_TO_FIT, sendBytes: 0 }).answer);
    // A small one still fits in what is left, and is read in full.
    await expectReadInFull(uploadWholeFile({ port }));
    // The held ones are untouched by the refusal.
    expect([first, second].every(isOpen)).toBe(true);

    // A client that gives up returns its share at once.
    first.socket.destroy();
    await until(() => t.app.uploadBudget.inUseBytes === HELD_SENT_BYTES);
    await expectReadInFull(uploadWholeFile({ port, bytes: TOO_LARGE_TO_FIT }));
    stopTrickle();
    second.socket.destroy();
    await until(() => t.app.uploadBudget.inUseBytes === 0);
  });

  it('returns the share of an upload cut off by the request timeout (408)', { timeout: 30_000 }, async () => {
    const held = await holdTwo();
    const stopTrickle = trickle(held);
    expectUploadsBusy(await startUpload({ photoBytes: TOO_LARGE_TO_FIT, sendBytes: 0 }).answer);
    const answers = await Promise.all(held.map(({ answer }) => answer));
    stopTrickle();
    expect(answers.map((answer) => answer.status)).toEqual([408, 408]);
    await until(() => t.app.uploadBudget.inUseBytes === 0);
    await expectReadInFull(uploadWholeFile({ port, bytes: TOO_LARGE_TO_FIT }));
  });

  it('counts the streamed bytes of a chunked upload and refuses it once they pass the cap', {
    timeout: 30_000,
  }, async () => {
    const held = await holdTwo();
    // Admitted (a little room is left), then refused as its bytes outgrow that room.
    const chunked = startUpload({ photoBytes: 0, sendBytes: TOO_LARGE_TO_FIT, chunked: true });
    expectUploadsBusy(await chunked.answer);
    expect(t.app.uploadBudget.inUseBytes).toBe(2 * HELD_SENT_BYTES);
    for (const { socket } of held) socket.destroy();
    await until(() => t.app.uploadBudget.inUseBytes === 0);
    // With room again, a chunked upload is read to its end.
    await expectReadInFull(uploadWholeFile({ port, chunked: true }));
  });

  it('refuses a declared length above the largest photo with 413 at once', { timeout: 10_000 }, async () => {
    const huge = startUpload({ photoBytes: 50 * 1024 * 1024, sendBytes: 0 });
    const answer = await huge.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FILE_TOO_LARGE' });
  });
});
