import http from 'node:http';
import net from 'node:net';
import { expect } from 'vitest';
import { UPLOAD_RETRY_AFTER_SECONDS } from '#server/plugins/upload-budget.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { multipartBody } from './scans-support.ts';

/**
 * Uploads over a real socket, for the tests of the in-flight upload budget and of refused bodies
 * (tests/api/scans-held-uploads.test.ts, upload-address-share.test.ts, upload-refusals-http.test.ts):
 * inject() has no connection to hold open, trickle into or close.
 */
const BOUNDARY = 'held-boundary';

/** A test app listening on a free loopback port (the caller closes it). */
export async function listeningApp(env: Record<string, string>): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp(env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, port: (t.app.server.address() as net.AddressInfo).port };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawUpload {
  socket: net.Socket;
  /** What the server answered, read up to the point it closed the connection (status 0: no answer). */
  answer: Promise<RawAnswer>;
}

/** Reads what the server answered on a raw socket, up to the point it closed the connection. */
export function answerOf(socket: net.Socket): Promise<RawAnswer> {
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

/** One piece of a chunked body (Transfer-Encoding: chunked framing). */
export const chunkOf = (bytes: Buffer) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);

export interface UploadOptions {
  port: number;
  /** The photo's size the request declares (ignored when chunked). */
  photoBytes: number;
  /** How much of the photo is sent; the rest never is, as by a client that stalls. */
  sendBytes: number;
  chunked?: boolean;
  /** Another loopback address (127.0.0.2, ...) to send from, standing in for another client. */
  localAddress?: string;
  headers?: Record<string, string>;
}

/**
 * Starts a multipart scan upload on a raw socket: the headers (declaring a photo of `photoBytes`,
 * or chunked), then the part's head and `sendBytes` of the photo.
 */
export function startUpload(options: UploadOptions): RawUpload {
  const { port } = options;
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: options.localAddress });
  socket.on('error', () => {});
  const answer = answerOf(socket);
  const length = partHead.length + options.photoBytes + partTail.length;
  const framing = options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
  const extra = Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(
    `POST /api/scans HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra.join('')}` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${framing}\r\n\r\n`,
  );
  const sent = Buffer.concat([partHead, Buffer.alloc(options.sendBytes, 0xab)]);
  socket.write(options.chunked ? chunkOf(sent) : sent);
  return { socket, answer };
}

/** Keeps held uploads from going idle (one byte at a time), so only the whole-request limit ends them. */
export function trickle(uploads: { socket: net.Socket }[]): () => void {
  const timer = setInterval(() => {
    for (const { socket } of uploads) if (!socket.destroyed) socket.write(Buffer.alloc(1, 0xab));
  }, 500);
  return () => clearInterval(timer);
}

/**
 * A whole upload that is not an image: once admitted and read to the end, it is refused for its
 * content (400 INVALID_FILE_TYPE), a check that runs only on a fully read body and before any
 * analysis or quota. With `chunked`, it is sent without a length.
 */
export function uploadWholeFile(options: {
  port: number;
  bytes?: number;
  chunked?: boolean;
  localAddress?: string;
  headers?: Record<string, string>;
}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { payload, contentType } = multipartBody([
    { data: Buffer.alloc(options.bytes ?? 100_000, 'not a photo ') },
  ]);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        localAddress: options.localAddress,
        method: 'POST',
        path: '/api/scans',
        agent: false,
        headers: {
          ...options.headers,
          'content-type': contentType,
          ...(options.chunked ? {} : { 'content-length': payload.length }),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function expectReadInFull(
  response: Promise<{ status: number; body: string }> | { status: number; body: string },
): Promise<void> {
  const { status, body } = await response;
  expect({ status, code: JSON.parse(body).code }).toEqual({ status: 400, code: 'INVALID_FILE_TYPE' });
}

export function expectUploadsBusy(answer: RawAnswer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
  expect(answer.headers.connection).toBe('close');
  expect(JSON.parse(answer.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
}

/** Whether the server has neither answered nor closed the upload yet. */
export const isOpen = ({ socket }: { socket: net.Socket }) => !socket.destroyed && socket.bytesRead === 0;

/** Resolves once `condition` holds, checked every 20 ms (the test's own timeout bounds the wait). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
