import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

const BOUNDARY = 'stalled-boundary';
const DECLARED_BYTES = 15 * 1024 * 1024;

let t: TestApp;
let port: number;
const sockets: net.Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({
    REQUEST_TIMEOUT_MS: '3000',
    REQUEST_IDLE_TIMEOUT_MS: '1000',
    ANALYSIS_TIMEOUT_MS: '500',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t.close();
});

/** Opens a raw connection and sends the head of a multipart scan upload that declares 15 MB. */
function startUpload(): net.Socket {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => {});
  socket.write(
    `POST /api/scans HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${DECLARED_BYTES}\r\n\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return socket;
}

const closed = (socket: net.Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

async function answersHealthCheck(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  return response.status;
}

describe('requests that stall are cut off', () => {
  it('closes an upload that stops sending part-way through its body', { timeout: 30_000 }, async () => {
    const socket = startUpload();
    socket.write(Buffer.alloc(2 * 1024 * 1024, 0xab));
    await closed(socket);
    expect(socket.destroyed).toBe(true);
    expect(await answersHealthCheck()).toBe(200);
  });

  it('closes an upload that trickles too slowly to finish in time', { timeout: 30_000 }, async () => {
    const socket = startUpload();
    // Never silent for the idle limit, so only the whole-request limit can end it.
    const trickle = setInterval(() => socket.write(Buffer.alloc(16, 0xab)), 200);
    const giveUp = setTimeout(() => socket.destroy(new Error('still open')), 25_000);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    await closed(socket);
    clearInterval(trickle);
    clearTimeout(giveUp);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(await answersHealthCheck()).toBe(200);
  });
});
