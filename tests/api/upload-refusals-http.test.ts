import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app.ts';
import { answerOf, chunkOf, listeningApp, type RawAnswer, startUpload } from './raw-uploads-support.ts';
import { multipartBody } from './scans-support.ts';

/**
 * Refused uploads over real HTTP (inject() has no socket to reset): the client reads why it was
 * refused, and a body refused midway is answered there, not read to its end.
 * The largest photo is the default 15 MB.
 */
const OVER_LIMIT_BYTES = 21 * 1024 * 1024;

let t: TestApp;
let port: number;
const sockets: net.Socket[] = [];
beforeAll(async () => {
  ({ t, port } = await listeningApp({
    REQUEST_TIMEOUT_MS: '30000',
    REQUEST_IDLE_TIMEOUT_MS: '3000',
    ANALYSIS_TIMEOUT_MS: '1000',
  }));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t.close();
});

/**
 * A plain client without `Expect: 100-continue`: it writes the whole request, and reads the answer
 * only once every byte was written. A write error (EPIPE, ECONNRESET) is what it then reports.
 */
function sendWholeThenRead(request: Buffer): Promise<RawAnswer | { error: string }> {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.pause();
  return new Promise((resolve) => {
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    socket.write(request, (error) => {
      if (error) return;
      answerOf(socket).then(resolve);
      socket.resume();
    });
  });
}

function photoRequest(options: { chunked: boolean }): Buffer {
  const { payload, contentType } = multipartBody([{ data: Buffer.alloc(OVER_LIMIT_BYTES, 0xab) }]);
  const head = (framing: string) =>
    Buffer.from(
      `POST /api/scans HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n${framing}\r\n\r\n`,
    );
  if (!options.chunked) return Buffer.concat([head(`Content-Length: ${payload.length}`), payload]);
  return Buffer.concat([head('Transfer-Encoding: chunked'), chunkOf(payload), Buffer.from('0\r\n\r\n')]);
}

function expectFileTooLarge(answer: RawAnswer | { error: string }): void {
  expect(answer).toMatchObject({ status: 413, headers: { connection: 'close' } });
  expect(JSON.parse((answer as RawAnswer).body)).toMatchObject({ code: 'FILE_TOO_LARGE' });
}

describe('refused uploads over real HTTP', () => {
  it('a client that sends a 21 MB photo whole without Expect: 100-continue reads the JSON 413, not EPIPE', {
    timeout: 60_000,
  }, async () => {
    expectFileTooLarge(await sendWholeThenRead(photoRequest({ chunked: false })));
    // Refused midway (no length declared): the same.
    expectFileTooLarge(await sendWholeThenRead(photoRequest({ chunked: true })));

    const { payload, contentType } = multipartBody([{ data: Buffer.alloc(OVER_LIMIT_BYTES, 0xab) }]);
    const response = await fetch(`http://127.0.0.1:${port}/api/scans`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(payload),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('answers 413 as soon as a body without a declared length passes the largest photo, and hands its share back then', {
    timeout: 30_000,
  }, async () => {
    // 16 MB of photo in chunks, and then nothing: the body never ends.
    const upload = startUpload({ port, photoBytes: 0, sendBytes: 0, chunked: true });
    sockets.push(upload.socket);
    const megabyte = chunkOf(Buffer.alloc(1024 * 1024, 0xab));
    for (let i = 0; i < 16; i++) upload.socket.write(megabyte);

    const answer = await upload.answer;
    expectFileTooLarge(answer);
    expect(t.app.uploadBudget.inUseBytes).toBe(0);
  });
});
