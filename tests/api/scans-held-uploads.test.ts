import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_RETRY_AFTER_SECONDS } from '#server/plugins/upload-budget.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { multipartBody } from './scans-support.ts';

/**
 * Issue 20 #4: the bytes of all uploads in flight are capped process-wide (UPLOADS_IN_FLIGHT_MB).
 * Here the cap is 2 MB and the largest photo 1 MB, so two held uploads of almost 1 MB fill it.
 * The memory figures of the full-size attack come from `npm run bench:held-uploads`.
 */
const BOUNDARY = 'held-boundary';
const HELD_PHOTO_BYTES = 1_040_000;

let t: TestApp;
let port: number;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  t = await createTestApp({
    MAX_UPLOAD_MB: '1',
    UPLOADS_IN_FLIGHT_MB: '2',
    // Short, so the 408 comes within seconds; the idle limit must outlast an analysis (config.ts).
    REQUEST_TIMEOUT_MS: '3000',
    REQUEST_IDLE_TIMEOUT_MS: '2000',
    ANALYSIS_TIMEOUT_MS: '1000',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads what the server answered on a raw socket, up to the point it closed the connection. */
function answerOf(socket: net.Socket): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.once('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body });
    });
  });
}

const partHead = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/**
 * Starts a multipart scan upload on a raw socket: the headers (declaring a photo of `photoBytes`,
 * or chunked), then `sendBytes` of the photo; the rest is never sent, as by a client that stalls.
 */
function startUpload(options: { photoBytes: number; sendBytes: number; chunked?: boolean }): {
  socket: net.Socket;
  answer: Promise<RawAnswer>;
} {
  const socket = net.connect(port, '127.0.0.1');
  sockets.add(socket);
  socket.on('error', () => {});
  const answer = answerOf(socket);
  const length = partHead.length + options.photoBytes + partTail.length;
  const framing = options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
  socket.write(
    `POST /api/scans HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${framing}\r\n\r\n`,
  );
  const sent = Buffer.concat([partHead, Buffer.alloc(options.sendBytes, 0xab)]);
  socket.write(
    options.chunked
      ? Buffer.concat([Buffer.from(`${sent.length.toString(16)}\r\n`), sent, Buffer.from('\r\n')])
      : sent,
  );
  return { socket, answer };
}

/** Keeps held uploads from going idle (one byte at a time), so only the whole-request limit ends them. */
function trickle(uploads: { socket: net.Socket }[]): () => void {
  const timer = setInterval(() => {
    for (const { socket } of uploads) if (!socket.destroyed) socket.write(Buffer.alloc(1, 0xab));
  }, 500);
  return () => clearInterval(timer);
}

/** Whether the server has answered or closed the socket within `ms` (an admitted upload waits for its body). */
async function isStillOpen(socket: net.Socket, ms = 300): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return !socket.destroyed && socket.bytesRead === 0;
}

/**
 * A whole upload of 100 kB that is not an image: once admitted and read to the end, it is
 * refused for its content (400 INVALID_FILE_TYPE), a check that runs only on a fully read body
 * and before any analysis or quota. With `chunked`, it is sent without a length.
 */
async function uploadWholeFile(options: { chunked?: boolean } = {}): Promise<Response> {
  const { payload, contentType } = multipartBody([{ data: Buffer.alloc(100_000, 'not a photo ') }]);
  const body = new Uint8Array(payload);
  return fetch(`http://127.0.0.1:${port}/api/scans`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    ...(options.chunked ? { body: new Blob([body]).stream(), duplex: 'half' } : { body }),
  } as RequestInit);
}

async function expectReadInFull(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'INVALID_FILE_TYPE' });
}

function expectUploadsBusy(answer: RawAnswer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
  expect(answer.headers.connection).toBe('close');
  expect(JSON.parse(answer.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
}

describe('issue 20 #4: held uploads', () => {
  it('refuses an upload beyond the in-flight cap with 503 and Retry-After before reading its body, and admits again once a held upload is gone', {
    timeout: 30_000,
  }, async () => {
    const first = startUpload({ photoBytes: HELD_PHOTO_BYTES, sendBytes: 900_000 });
    const second = startUpload({ photoBytes: HELD_PHOTO_BYTES, sendBytes: 900_000 });
    const stopTrickle = trickle([first, second]);
    expect(await isStillOpen(first.socket)).toBe(true);
    expect(await isStillOpen(second.socket, 0)).toBe(true);

    // Only the headers: the refusal cannot have waited for a body that was never sent.
    const third = startUpload({ photoBytes: 200_000, sendBytes: 0 });
    expectUploadsBusy(await third.answer);
    const whole = await uploadWholeFile();
    expect(whole.status).toBe(503);
    expect(whole.headers.get('retry-after')).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    // The held ones are untouched by the refusals.
    expect(await isStillOpen(first.socket, 0)).toBe(true);

    // A client that gives up returns its share at once.
    first.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectReadInFull(await uploadWholeFile());
    stopTrickle();
    second.socket.destroy();
  });

  it('returns the share of an upload cut off by the request timeout (408)', { timeout: 30_000 }, async () => {
    const held = [1, 2].map(() => startUpload({ photoBytes: HELD_PHOTO_BYTES, sendBytes: 900_000 }));
    const stopTrickle = trickle(held);
    expectUploadsBusy(await startUpload({ photoBytes: 200_000, sendBytes: 0 }).answer);
    const answers = await Promise.all(held.map(({ answer }) => answer));
    stopTrickle();
    expect(answers.map((answer) => answer.status)).toEqual([408, 408]);

    const again = [1, 2].map(() => startUpload({ photoBytes: HELD_PHOTO_BYTES, sendBytes: 900_000 }));
    expect(await isStillOpen(again[0].socket)).toBe(true);
    expect(await isStillOpen(again[1].socket, 0)).toBe(true);
    for (const { socket } of again) socket.destroy();
  });

  it('counts the streamed bytes of a chunked upload and refuses it once they pass the cap', {
    timeout: 30_000,
  }, async () => {
    const held = [1, 2].map(() => startUpload({ photoBytes: HELD_PHOTO_BYTES, sendBytes: 900_000 }));
    expect(await isStillOpen(held[1].socket)).toBe(true);
    // Admitted (a little room is left), then refused as its bytes outgrow that room.
    const chunked = startUpload({ photoBytes: 0, sendBytes: 300_000, chunked: true });
    expectUploadsBusy(await chunked.answer);
    for (const { socket } of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // With room again, a chunked upload is read to its end.
    await expectReadInFull(await uploadWholeFile({ chunked: true }));
  });

  it('refuses a declared length above the largest photo with 413 at once', { timeout: 10_000 }, async () => {
    const huge = startUpload({ photoBytes: 50 * 1024 * 1024, sendBytes: 0 });
    const answer = await huge.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FILE_TOO_LARGE' });
  });
});
